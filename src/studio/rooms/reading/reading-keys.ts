/** The reading room's query keys: one place, so a save refreshes exactly what it changed. */
export const readingKeys = {
  all: ['studio', 'reading'] as const,
  newsletters: (query: object) => ['studio', 'reading', 'newsletters', query] as const,
  newsletter: (id: number) => ['studio', 'reading', 'newsletter', id] as const,
  podcasts: (query: object) => ['studio', 'reading', 'podcasts', query] as const,
  podcast: (id: number) => ['studio', 'reading', 'podcast', id] as const,
};
