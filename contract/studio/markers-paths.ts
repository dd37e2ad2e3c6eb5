import type { StudioRoute } from './route';

/*
 * A season's intro suggestion (docs/decisions/066-intro-suggestion.md): the editor asks for the
 * episodes' audio to be compared (a job), then reads each episode's suggestion and confirms it
 * with an ordinary episode save. The suggestion itself never changes an episode.
 */
export const markersPaths = {
  /** The series' latest comparison: whether it runs, and each episode's suggested intro. */
  studioIntroSuggestions: {
    method: 'GET',
    path: '/api/studio/titles/:id/intro-suggestions',
    role: 'editor',
    writes: false,
  },
  /** Queues a comparison of the series' episodes (one at a time per series). */
  studioIntroSuggest: {
    method: 'POST',
    path: '/api/studio/titles/:id/intro-suggestions',
    role: 'editor',
    writes: true,
  },
  /** The episode's video as the studio's timeline plays it (paid folders signed for the editor). */
  studioEpisodePlayback: {
    method: 'GET',
    path: '/api/studio/episodes/:id/playback',
    role: 'editor',
    writes: false,
  },
} as const satisfies Record<string, StudioRoute>;
