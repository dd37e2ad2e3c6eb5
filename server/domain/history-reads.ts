import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { HistoryItem } from '../../contract/entities';
import type { Paged } from '../../contract/envelope';
import type { Database } from '../db/schema';
import { mediaCardColumns, toMediaCard } from './media-cards';
import type { MediaCardRow } from './media-cards';
import { countOf, pageWindow, toPaged } from './paging';
import { published } from './visibility';

/** "Continue watching" row length. */
const LATEST_LIMIT = 24;

interface HistoryRow extends MediaCardRow {
  history_id: number;
  position_sec: number;
  duration_sec: number;
  updated_at: string;
  episode_id: number | null;
  episode_number: number | null;
  episode_title: string | null;
  episode_image: string | null;
}

function toHistoryItem(row: HistoryRow): HistoryItem {
  return {
    id: row.history_id,
    media: toMediaCard(row),
    episode:
      row.episode_id === null
        ? null
        : {
            id: row.episode_id,
            number: row.episode_number ?? 0,
            title: row.episode_title ?? '',
            image: row.episode_image,
          },
    position_sec: row.position_sec,
    duration_sec: row.duration_sec,
    updated_at: row.updated_at,
  };
}

/** history rows (optionally pre-filtered to ids) joined with their media and episode. */
function historyRows(db: Kysely<Database>, userId: number) {
  return (
    db
      .selectFrom('history')
      .innerJoin('media', 'media.id', 'history.media_id')
      .leftJoin('episodes', 'episodes.id', 'history.episode_id')
      .where(published('media'))
      // A position in an episode taken off the site goes with it; one with no episode stays.
      .where((eb) => eb.or([eb('history.episode_id', 'is', null), published('episodes')]))
      .select(mediaCardColumns)
      .select([
        'history.id as history_id',
        'history.position_sec',
        'history.duration_sec',
        'history.updated_at',
        'episodes.id as episode_id',
        'episodes.number as episode_number',
        'episodes.title as episode_title',
        'episodes.image as episode_image',
      ])
      .where('history.user_id', '=', userId)
  );
}

/** "Continue watching": the newest position per media, newest first. */
export async function latestHistory(db: Kysely<Database>, viewer: number): Promise<HistoryItem[]> {
  // The newest row per media: a window function, portable to PostgreSQL.
  const latestIds = db
    .selectFrom(
      db
        .selectFrom('history')
        .select([
          'id',
          sql<number>`row_number() over (partition by media_id order by updated_at desc, id desc)`.as(
            'rn',
          ),
        ])
        .where('user_id', '=', viewer)
        .as('ranked'),
    )
    .select('ranked.id')
    .where('ranked.rn', '=', 1);
  const rows = await historyRows(db, viewer)
    .where('history.id', 'in', latestIds)
    .orderBy('history.updated_at', 'desc')
    .orderBy('history.id', 'desc')
    .limit(LATEST_LIMIT)
    .execute();
  return rows.map(toHistoryItem);
}

/** A page of the viewer's whole history, newest first. */
export async function historyPage(
  db: Kysely<Database>,
  viewer: number,
  page: number,
): Promise<Paged<HistoryItem>> {
  const { limit, offset } = pageWindow(page);
  const [count, rows] = await Promise.all([
    // Counted through the same joins, so the total agrees with the rows a viewer can see.
    historyRows(db, viewer)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst(),
    historyRows(db, viewer)
      .orderBy('history.updated_at', 'desc')
      .orderBy('history.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return toPaged(rows.map(toHistoryItem), countOf(count), page);
}
