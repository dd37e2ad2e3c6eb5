/** React Query keys of the site and packs rooms; ['studio'] first so a sign-out clears them. */
export const siteKeys = {
  faq: ['studio', 'site', 'faq'] as const,
  pages: ['studio', 'site', 'pages'] as const,
  page: (id: number) => ['studio', 'site', 'pages', id] as const,
  links: ['studio', 'site', 'links'] as const,
  packs: ['studio', 'packs'] as const,
};
