import type { StudioRoute } from './route';

/*
 * The home room (docs/decisions/057-studio-home-and-schedule.md): the home's slide sets, the live
 * programme schedule, categories and actors. Editors (and admins) only. A slide set and a
 * programme are saved naming the `version` they were read at; a stale one is a 409.
 */
const editor = <M extends StudioRoute['method'], P extends string, W extends boolean>(
  method: M,
  path: P,
  writes: W,
) => ({ method, path, role: 'editor' as const, writes });

export const homePaths = {
  /** One slide set in its order (1 the big hero carousel, 2–5 the sets further down). */
  studioSlides: editor('GET', '/api/studio/slide-sets/:set', false),
  studioSlideCreate: editor('POST', '/api/studio/slide-sets/:set', true),
  studioSlideUpdate: editor('PUT', '/api/studio/slides/:id', true),
  studioSlideDelete: editor('DELETE', '/api/studio/slides/:id', true),
  /** One place up or down in its set. */
  studioSlideMove: editor('POST', '/api/studio/slides/:id/move', true),
  /** The schedule of one day (Ulaanbaatar time). */
  studioPrograms: editor('GET', '/api/studio/programs', false),
  studioProgramCreate: editor('POST', '/api/studio/programs', true),
  studioProgramUpdate: editor('PUT', '/api/studio/programs/:id', true),
  studioProgramDelete: editor('DELETE', '/api/studio/programs/:id', true),
  /** Every category in the site's order, with how many titles use each. */
  studioCategories: editor('GET', '/api/studio/categories', false),
  studioCategoryCreate: editor('POST', '/api/studio/categories', true),
  studioCategoryUpdate: editor('PUT', '/api/studio/categories/:id', true),
  studioCategoryMove: editor('POST', '/api/studio/categories/:id/move', true),
  /** Refused while titles use the category. */
  studioCategoryDelete: editor('DELETE', '/api/studio/categories/:id', true),
  /** One page of actors, searchable by name. */
  studioActors: editor('GET', '/api/studio/actors', false),
  studioActorCreate: editor('POST', '/api/studio/actors', true),
  studioActorUpdate: editor('PUT', '/api/studio/actors/:id', true),
} as const satisfies Record<string, StudioRoute>;
