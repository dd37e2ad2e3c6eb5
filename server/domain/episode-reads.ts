import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Episode, EpisodeDetail, EpisodeGroup } from '../../contract/entities';
import { extra } from '../../contract/messages';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { episodeSegments, segmentColumns } from './episode-segments';
import { likeValue } from './likes';
import { mediaCardColumns, toMediaCard } from './media-cards';
import { mediaExists } from './media-extras';
import { accessViewer, episodeAccess } from './sources';
import { published, visibleEpisodes, visibleMedia } from './visibility';

/* The episode reads: lists by media, group or season, the groups, and one episode for a viewer. */

type Db = Kysely<Database>;

function notFound(): never {
  throw new DomainError('not-found', extra.notFound);
}

/**
 * Episodes with the viewer's like. Lists never select vid1-3: sources leave the server only
 * through domain/sources.ts, in the episode detail, and only to a viewer allowed to watch.
 */
function episodeRows(db: Db, viewer: number | null) {
  return visibleEpisodes(db)
    .leftJoin('episode_likes', (join) =>
      join
        .onRef('episode_likes.episode_id', '=', 'episodes.id')
        // -1 matches no one: a guest has no likes.
        .on('episode_likes.user_id', '=', viewer ?? -1),
    )
    .select([
      'episodes.id',
      'episodes.media_id',
      'episodes.group_id',
      'episodes.number',
      'episodes.title',
      'episodes.image',
      'episodes.is_free',
      'episodes.duration_sec',
      'episodes.like_count',
      'episodes.dislike_count',
      'episodes.comment_count',
      'episodes.created_at',
      'episode_likes.value as liked',
    ]);
}

type EpisodeRow = Awaited<ReturnType<ReturnType<typeof episodeRows>['execute']>>[number];

function toEpisode(row: EpisodeRow): Episode {
  return {
    id: row.id,
    anime_id: row.media_id,
    group_id: row.group_id,
    number: row.number,
    title: row.title,
    image: row.image,
    is_free: row.is_free === 1,
    duration_sec: row.duration_sec,
    liked: likeValue(row.liked),
    likeCount: row.like_count,
    dislikeCount: row.dislike_count,
    commentCount: row.comment_count,
    created_at: row.created_at,
  };
}

export async function episodesOfMedia(db: Db, mediaId: number, viewer: number | null) {
  const rows = await episodeRows(db, viewer)
    .where('episodes.media_id', '=', mediaId)
    .orderBy('episodes.number')
    .orderBy('episodes.id')
    .execute();
  // Only an empty list needs telling apart from an unknown media.
  if (rows.length === 0 && !(await mediaExists(db, mediaId))) notFound();
  return rows.map(toEpisode);
}

/**
 * The episode before or after `episodes` in its media: by number, and by id among equal numbers,
 * so every episode has exactly one of each (or none at the ends).
 */
function neighbour(eb: ExpressionBuilder<Database, 'episodes'>, side: 'prev' | 'next') {
  const [cmp, dir] = side === 'prev' ? (['<', 'desc'] as const) : (['>', 'asc'] as const);
  return eb
    .selectFrom(`episodes as ${side}`)
    .select(`${side}.id`)
    .whereRef(`${side}.media_id`, '=', 'episodes.media_id')
    .where(published(side))
    .where((w) =>
      w.or([
        w(`${side}.number`, cmp, w.ref('episodes.number')),
        w.and([
          w(`${side}.number`, '=', w.ref('episodes.number')),
          w(`${side}.id`, cmp, w.ref('episodes.id')),
        ]),
      ]),
    )
    .orderBy(`${side}.number`, dir)
    .orderBy(`${side}.id`, dir)
    .limit(1);
}

/**
 * One episode with everything about it that depends on the viewer, in one statement: their like,
 * their position, and the row the watch permission reads (users: days, paid_until), plus its
 * neighbours by number inside the same media for "previous" and "next episode" and its skippable
 * segments. A guest is user -1, whom nothing matches.
 */
function episodeWithViewer(db: Db, id: number, viewer: number | null) {
  const user = viewer ?? -1;
  return episodeRows(db, viewer)
    .leftJoin('history', (join) =>
      join.onRef('history.episode_id', '=', 'episodes.id').on('history.user_id', '=', user),
    )
    .leftJoin('users', (join) => join.on('users.id', '=', user))
    .select([
      'episodes.vid1',
      'episodes.vid2',
      'episodes.vid3',
      ...segmentColumns,
      'history.position_sec',
      'users.id as user_id',
      'users.days as user_days',
      'users.paid_until as user_paid_until',
    ])
    .select((eb) => [neighbour(eb, 'prev').as('prev_id'), neighbour(eb, 'next').as('next_id')])
    .where('episodes.id', '=', id);
}

export async function episodeDetail(
  deps: AppDeps,
  id: number,
  viewer: number | null,
): Promise<EpisodeDetail> {
  const { db } = deps;
  const row = await episodeWithViewer(db, id, viewer).executeTakeFirst();
  if (!row) notFound();
  const user =
    row.user_id === null || row.user_days === null
      ? null
      : accessViewer(
          { id: row.user_id, days: row.user_days, paid_until: row.user_paid_until },
          deps.clock.now(),
        );
  const [media, access] = await Promise.all([
    visibleMedia(db)
      .select(mediaCardColumns)
      .where('media.id', '=', row.media_id)
      .executeTakeFirstOrThrow(),
    episodeAccess(deps, user, row),
  ]);
  return {
    ...toEpisode(row),
    ...access,
    media: toMediaCard(media),
    prev_id: row.prev_id ?? null,
    next_id: row.next_id ?? null,
    position_sec: row.position_sec ?? 0,
    segments: episodeSegments(row),
  };
}

/** A group's episodes with the viewer's likes; not-found when there is no such group. */
export async function episodesOfGroup(db: Db, group: number, viewer: number | null) {
  const found = await db
    .selectFrom('episode_groups')
    .select('id')
    .where('id', '=', group)
    .executeTakeFirst();
  if (!found) notFound();
  const rows = await episodeRows(db, viewer)
    .where('episodes.group_id', '=', group)
    .orderBy('episodes.number')
    .orderBy('episodes.id')
    .execute();
  return rows.map(toEpisode);
}

/** A media's groups, each with its episodes; not-found when there is no such media. */
export async function episodeGroups(
  db: Db,
  mediaId: number,
  viewer: number | null,
): Promise<EpisodeGroup[]> {
  if (!(await mediaExists(db, mediaId))) notFound();
  const [groups, episodes] = await Promise.all([
    db
      .selectFrom('episode_groups')
      .select(['id', 'title'])
      .where('media_id', '=', mediaId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    episodeRows(db, viewer)
      .where('episodes.media_id', '=', mediaId)
      .where('episodes.group_id', 'is not', null)
      .orderBy('episodes.number')
      .orderBy('episodes.id')
      .execute(),
  ]);
  return groups.map((g) => ({
    id: g.id,
    title: g.title,
    episodes: episodes.filter((e) => e.group_id === g.id).map(toEpisode),
  }));
}
