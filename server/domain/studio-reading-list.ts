import type { Kysely } from 'kysely';
import { READING_PAGE_SIZE } from '../../contract/studio/endpoints/reading-shared';
import type { StudioNewsletterRow } from '../../contract/studio/endpoints/reading-newsletters';
import type { StudioPodcastRow } from '../../contract/studio/endpoints/reading-podcasts';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { textMatch, trigramNarrows } from './search-match';

/*
 * The reading room's lists (docs/decisions/056-studio-podcasts-newsletters.md): a page of 50,
 * searched as the viewer's search finds podcasts and newsletters (search_text, through the
 * trigram index on SQLite), newest first, future newsletters included.
 */

export interface ReadingFilter {
  q?: string | undefined;
  page: number;
}

interface Page<T> {
  rows: T[];
  page: number;
  has_more: boolean;
  total: number;
}

/** The text's condition, and the trigram narrowing where SQLite can use it. */
function matching(db: Kysely<Database>, q: string | undefined, table: string, trigrams: string) {
  if (q === undefined) return [];
  const text = textMatch(q);
  const narrow = !isPostgres(db) && trigramNarrows(text.needle);
  return narrow ? [text.contains, text.inTrigrams(`${table}.id`, trigrams)] : [text.contains];
}

function podcasts(db: Kysely<Database>, q: string | undefined) {
  return matching(db, q, 'podcasts', 'podcast_search').reduce(
    (query, condition) => query.where(condition),
    db.selectFrom('podcasts'),
  );
}

function newsletters(db: Kysely<Database>, q: string | undefined) {
  return matching(db, q, 'newsletters', 'newsletter_search').reduce(
    (query, condition) => query.where(condition),
    db.selectFrom('newsletters'),
  );
}

const window = (page: number) => ({
  // One more than a page says whether another follows.
  limit: READING_PAGE_SIZE + 1,
  offset: (page - 1) * READING_PAGE_SIZE,
});

function paged<T>(rows: T[], count: { n: number | string }, page: number): Page<T> {
  return {
    rows: rows.slice(0, READING_PAGE_SIZE),
    page,
    has_more: rows.length > READING_PAGE_SIZE,
    total: Number(count.n),
  };
}

export async function podcastListPage(
  db: Kysely<Database>,
  f: ReadingFilter,
): Promise<Page<StudioPodcastRow>> {
  const { limit, offset } = window(f.page);
  const [rows, count] = await Promise.all([
    podcasts(db, f.q)
      .select(['id', 'title', 'creator', 'image', 'created_at', 'version'])
      .select((eb) =>
        eb
          .selectFrom('podcast_tracks')
          .select((t) => t.fn.countAll<number | string>().as('n'))
          .whereRef('podcast_tracks.podcast_id', '=', 'podcasts.id')
          .as('track_count'),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    podcasts(db, f.q)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const typed = rows.map((r) => ({ ...r, track_count: Number(r.track_count ?? 0) }));
  return paged(typed, count, f.page);
}

export async function newsletterListPage(
  db: Kysely<Database>,
  f: ReadingFilter,
): Promise<Page<StudioNewsletterRow>> {
  const { limit, offset } = window(f.page);
  const [rows, count] = await Promise.all([
    newsletters(db, f.q)
      .select(['id', 'title', 'image', 'published_at', 'version'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    newsletters(db, f.q)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return paged(rows, count, f.page);
}
