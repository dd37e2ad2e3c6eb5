import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { schemas } from '../../contract/endpoints';
import type { HistoryItem } from '../../contract/entities';
import { paths } from '../../contract/paths';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { assertUserParam } from '../http/request-user';
import { mediaCardColumns, toMediaCard } from '../domain/media-cards';
import type { MediaCardRow } from '../domain/media-cards';
import { countOf, pageWindow, toPaged } from '../domain/paging';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

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
  return db
    .selectFrom('history')
    .innerJoin('media', 'media.id', 'history.media_id')
    .leftJoin('episodes', 'episodes.id', 'history.episode_id')
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
    .where('history.user_id', '=', userId);
}

/** Viewing history reads; the write (POST same path) lives with the watch feature. */
export function historyRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get(paths.historyLatest.path, async (c) => {
    const { userId } = parseParams(c, schemas.historyLatest.params);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: false });
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
    return ok(c, rows.map(toHistoryItem));
  });

  app.get(paths.history.path, async (c) => {
    const { userId } = parseParams(c, schemas.history.params);
    const { page } = parseQuery(c, schemas.history.query);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: false });
    const { limit, offset } = pageWindow(page);
    const [count, rows] = await Promise.all([
      db
        .selectFrom('history')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', viewer)
        .executeTakeFirst(),
      historyRows(db, viewer)
        .orderBy('history.updated_at', 'desc')
        .orderBy('history.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    return ok(c, toPaged(rows.map(toHistoryItem), countOf(count), page));
  });

  return app;
}
