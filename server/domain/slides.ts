import type { Kysely } from 'kysely';
import type { Slide } from '../../contract/entities';
import type { Database } from '../db/schema';
import { titlePublished } from './visibility';

/* The home carousels and the live programme schedule; a slide naming a title off the site goes. */

/** How far ahead the live schedule carousel looks. */
const PROGRAM_LIMIT = 24;

export function slideSet(db: Kysely<Database>, setNo: number, limit?: number): Promise<Slide[]> {
  let query = db
    .selectFrom('slides')
    .select(['id', 'set_no', 'title', 'subtitle', 'image', 'link', 'media_id'])
    .where('set_no', '=', setNo)
    .where((eb) => eb.or([eb('media_id', 'is', null), titlePublished('slides.media_id')]))
    .orderBy('sort')
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** What is on at `now` and what comes next; finished programmes drop off. */
export async function programmeSlides(db: Kysely<Database>, now: number) {
  const nowIso = new Date(now).toISOString();
  const rows = await db
    .selectFrom('programs')
    .select(['id', 'title', 'description', 'image', 'media_id', 'starts_at', 'ends_at'])
    .where('ends_at', '>', nowIso)
    .where((eb) => eb.or([eb('media_id', 'is', null), titlePublished('programs.media_id')]))
    .orderBy('starts_at')
    .orderBy('id')
    .limit(PROGRAM_LIMIT)
    .execute();
  return rows.map((p) => ({ ...p, is_live: p.starts_at <= nowIso && nowIso < p.ends_at }));
}
