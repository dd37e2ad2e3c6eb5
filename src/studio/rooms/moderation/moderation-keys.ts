/** React Query keys of the moderation room; ['studio'] first so a sign-out clears them. */
export const moderationKeys = {
  all: ['studio', 'moderation'] as const,
  reports: (query: object) => ['studio', 'moderation', 'reports', query] as const,
  comments: (query: object) => ['studio', 'moderation', 'comments', query] as const,
  bans: ['studio', 'moderation', 'bans'] as const,
};
