import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countOf, pageWindow, toPaged } from './paging';

/* Newsletters: a paged list, and one with its HTML body (sanitised when it was written). */

export async function newsletterPage(db: Kysely<Database>, page: number) {
  const { limit, offset } = pageWindow(page);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('newsletters')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst(),
    db
      .selectFrom('newsletters')
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
export function newsletterOf(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('newsletters')
    .select(['id', 'title', 'summary', 'image', 'published_at', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
}
