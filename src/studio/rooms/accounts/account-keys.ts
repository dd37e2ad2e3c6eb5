/** The accounts room's query keys, under the studio's own ['studio'] (signed out, all dropped). */
export const accountKeys = {
  list: (query: { q?: string | undefined; page: number }) =>
    ['studio', 'accounts', 'list', query] as const,
  one: (id: number) => ['studio', 'accounts', 'one', id] as const,
};
