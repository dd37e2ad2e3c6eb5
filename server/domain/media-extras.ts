import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { browsableKinds, mediaCardColumns, toMediaCard } from './media-cards';
import { visibleMedia } from './visibility';

/* What hangs off one media besides its detail: its hover video, suggestions, an actor's titles. */

const SUGGESTED_LIMIT = 12;
const ACTOR_MEDIA_LIMIT = 100;

export async function mediaExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (
    (await visibleMedia(db).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** The stored hover video of a media (null when it has none), or undefined when there is no media. */
export async function hoverVideoOf(db: Kysely<Database>, id: number) {
  const media = await visibleMedia(db)
    .select('hover_video')
    .where('id', '=', id)
    .executeTakeFirst();
  return media && media.hover_video;
}

/** A category's best titles, or null when there is no such category. */
export async function suggestedInCategory(db: Kysely<Database>, categoryId: number) {
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category) return null;
  const rows = await visibleMedia(db)
    .innerJoin('media_categories', 'media_categories.media_id', 'media.id')
    .select(mediaCardColumns)
    .where('media_categories.category_id', '=', categoryId)
    .where('media.kind', 'in', [...browsableKinds])
    .orderBy('media.rating', 'desc')
    .orderBy('media.views', 'desc')
    .orderBy('media.id', 'asc')
    .limit(SUGGESTED_LIMIT)
    .execute();
  return rows.map(toMediaCard);
}

/** An actor and their titles, newest first, or null when there is no such actor. */
export async function actorWithMedia(db: Kysely<Database>, id: number) {
  const actor = await db
    .selectFrom('actors')
    .select(['id', 'name', 'image', 'vname', 'vimage'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!actor) return null;
  const media = await visibleMedia(db)
    .innerJoin('media_actors', 'media_actors.media_id', 'media.id')
    .select(mediaCardColumns)
    .where('media_actors.actor_id', '=', id)
    .orderBy('media.released_date', (ob) => ob.desc().nullsLast())
    .orderBy('media.id', 'desc')
    .limit(ACTOR_MEDIA_LIMIT)
    .execute();
  return { ...actor, media: media.map(toMediaCard) };
}
