import type { StudioRoute } from './route';

/*
 * The catalogue room (docs/decisions/053-studio-catalogue.md): titles (series, movies, theatre),
 * the episode groups and episodes of a series, and the pick-lists their forms choose from.
 * Editors (and admins) only. Every save names the `version` it edited; a stale one is a 409.
 */
export const cataloguePaths = {
  /** One page of titles: search, filters, sort. */
  studioTitles: { method: 'GET', path: '/api/studio/titles', role: 'editor', writes: false },
  /** A new title, as a draft. */
  studioTitleCreate: { method: 'POST', path: '/api/studio/titles', role: 'editor', writes: true },
  /** Every editable field of one title. */
  studioTitle: { method: 'GET', path: '/api/studio/titles/:id', role: 'editor', writes: false },
  studioTitleUpdate: {
    method: 'PUT',
    path: '/api/studio/titles/:id',
    role: 'editor',
    writes: true,
  },
  /** Publish now, schedule, hide, or back to draft. */
  studioTitleState: {
    method: 'POST',
    path: '/api/studio/titles/:id/state',
    role: 'editor',
    writes: true,
  },
  /** The title as the viewer's detail page would show it, whatever its state. */
  studioTitlePreview: {
    method: 'GET',
    path: '/api/studio/titles/:id/preview',
    role: 'editor',
    writes: false,
  },
  /** A series' episode groups (the tabs of its episode list) and every episode, with states. */
  studioEpisodes: {
    method: 'GET',
    path: '/api/studio/titles/:id/episodes',
    role: 'editor',
    writes: false,
  },
  studioEpisodeCreate: {
    method: 'POST',
    path: '/api/studio/titles/:id/episodes',
    role: 'editor',
    writes: true,
  },
  studioEpisodeGroupCreate: {
    method: 'POST',
    path: '/api/studio/titles/:id/episode-groups',
    role: 'editor',
    writes: true,
  },
  studioEpisodeGroupUpdate: {
    method: 'PUT',
    path: '/api/studio/episode-groups/:id',
    role: 'editor',
    writes: true,
  },
  studioEpisode: { method: 'GET', path: '/api/studio/episodes/:id', role: 'editor', writes: false },
  studioEpisodeUpdate: {
    method: 'PUT',
    path: '/api/studio/episodes/:id',
    role: 'editor',
    writes: true,
  },
  studioEpisodeState: {
    method: 'POST',
    path: '/api/studio/episodes/:id/state',
    role: 'editor',
    writes: true,
  },
  /** A franchise, so seasons can be linked (media_group). */
  studioFranchiseCreate: {
    method: 'POST',
    path: '/api/studio/franchises',
    role: 'editor',
    writes: true,
  },
  /** Pick-lists, searchable by name (`q`), at most 20 each. */
  studioPickStudios: {
    method: 'GET',
    path: '/api/studio/pick/studios',
    role: 'editor',
    writes: false,
  },
  studioPickDirectors: {
    method: 'GET',
    path: '/api/studio/pick/directors',
    role: 'editor',
    writes: false,
  },
  studioPickTranslators: {
    method: 'GET',
    path: '/api/studio/pick/translators',
    role: 'editor',
    writes: false,
  },
  studioPickCategories: {
    method: 'GET',
    path: '/api/studio/pick/categories',
    role: 'editor',
    writes: false,
  },
  studioPickActors: {
    method: 'GET',
    path: '/api/studio/pick/actors',
    role: 'editor',
    writes: false,
  },
  studioPickFranchises: {
    method: 'GET',
    path: '/api/studio/pick/franchises',
    role: 'editor',
    writes: false,
  },
} as const satisfies Record<string, StudioRoute>;
