import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countOf, pageWindow, toPaged } from './paging';

/*
 * Newsletters: a paged list, and one with its HTML body (sanitised when it was written). An issue
 * dated later than `now` is not out yet: the studio may write one ahead (decision 056).
 */

const outBy = (db: Kysely<Database>, now: number) =>
  db.selectFrom('newsletters').where('published_at', '<=', new Date(now).toISOString());

export async function newsletterPage(db: Kysely<Database>, page: number, now: number) {
  const { limit, offset } = pageWindow(page);
  const [count, rows] = await Promise.all([
    outBy(db, now)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst(),
    outBy(db, now)
      .select(['id', 'title', 'summary', 'image', 'published_at'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return toPaged(rows, countOf(count), page);
}

/** A newsletter, or undefined when there is none with this id. */
export function newsletterOf(db: Kysely<Database>, id: number, now: number) {
  return outBy(db, now)
    .select(['id', 'title', 'summary', 'image', 'published_at', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
}
