/** The catalogue room's query keys: one place, so a save refreshes exactly what it changed. */
export const catalogueKeys = {
  all: ['studio', 'catalogue'] as const,
  titles: (query: object) => ['studio', 'catalogue', 'titles', query] as const,
  title: (id: number) => ['studio', 'catalogue', 'title', id] as const,
  episodes: (titleId: number) => ['studio', 'catalogue', 'title', titleId, 'episodes'] as const,
  episode: (id: number) => ['studio', 'catalogue', 'episode', id] as const,
  introSuggestions: (titleId: number) =>
    ['studio', 'catalogue', 'title', titleId, 'intro-suggestions'] as const,
  playback: (id: number) => ['studio', 'catalogue', 'episode', id, 'playback'] as const,
  preview: (id: number) => ['studio', 'catalogue', 'title', id, 'preview'] as const,
  pick: (list: string, q: string) => ['studio', 'catalogue', 'pick', list, q] as const,
};
