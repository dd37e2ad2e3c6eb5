import type { StudioRoute } from './route';

/*
 * The reading room (docs/decisions/056-studio-podcasts-newsletters.md): podcasts with their
 * tracks, and newsletters. Editors (and admins) only. Every save and delete names the `version`
 * it edited; a stale one is a 409 with what is stored now.
 */
export const readingPaths = {
  /** One page of podcasts, searched by title or creator. */
  studioPodcasts: { method: 'GET', path: '/api/studio/podcasts', role: 'editor', writes: false },
  studioPodcastCreate: {
    method: 'POST',
    path: '/api/studio/podcasts',
    role: 'editor',
    writes: true,
  },
  /** A podcast's fields and its tracks, in their order. */
  studioPodcast: { method: 'GET', path: '/api/studio/podcasts/:id', role: 'editor', writes: false },
  studioPodcastUpdate: {
    method: 'PUT',
    path: '/api/studio/podcasts/:id',
    role: 'editor',
    writes: true,
  },
  /** The podcast and every track of it, for good; the tracks named must be its tracks now. */
  studioPodcastDelete: {
    method: 'DELETE',
    path: '/api/studio/podcasts/:id',
    role: 'editor',
    writes: true,
  },
  studioTrackCreate: {
    method: 'POST',
    path: '/api/studio/podcasts/:id/tracks',
    role: 'editor',
    writes: true,
  },
  /** The tracks renumbered 1… in the order given (every track of the podcast, once each). */
  studioTrackOrder: {
    method: 'PUT',
    path: '/api/studio/podcasts/:id/track-order',
    role: 'editor',
    writes: true,
  },
  studioTrackUpdate: {
    method: 'PUT',
    path: '/api/studio/podcast-tracks/:id',
    role: 'editor',
    writes: true,
  },
  studioTrackDelete: {
    method: 'DELETE',
    path: '/api/studio/podcast-tracks/:id',
    role: 'editor',
    writes: true,
  },
  /** One page of newsletters, searched by title, newest first (future ones included). */
  studioNewsletters: {
    method: 'GET',
    path: '/api/studio/newsletters',
    role: 'editor',
    writes: false,
  },
  studioNewsletterCreate: {
    method: 'POST',
    path: '/api/studio/newsletters',
    role: 'editor',
    writes: true,
  },
  studioNewsletter: {
    method: 'GET',
    path: '/api/studio/newsletters/:id',
    role: 'editor',
    writes: false,
  },
  studioNewsletterUpdate: {
    method: 'PUT',
    path: '/api/studio/newsletters/:id',
    role: 'editor',
    writes: true,
  },
  studioNewsletterDelete: {
    method: 'DELETE',
    path: '/api/studio/newsletters/:id',
    role: 'editor',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;
