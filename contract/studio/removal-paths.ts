import type { StudioRoute } from './route';

/*
 * Deleting a title or an episode for good (docs/decisions/076-studio-delete.md). Editors only,
 * like every other catalogue write; the delete names the version the editor saw and says why.
 * The files go with the next media sweep (067), not in the request.
 */
export const removalPaths = {
  /** A movie, a theatre title, or a series with no episodes left. */
  studioTitleDelete: {
    method: 'DELETE',
    path: '/api/studio/titles/:id',
    role: 'editor',
    writes: true,
  },
  studioEpisodeDelete: {
    method: 'DELETE',
    path: '/api/studio/episodes/:id',
    role: 'editor',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;
