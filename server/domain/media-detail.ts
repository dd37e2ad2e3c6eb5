import type { Expression, ExpressionBuilder, Kysely } from 'kysely';
import type { LikeValue, MediaDetail, WatchStatus } from '../../contract/entities';
import { watchStatusSchema } from '../../contract/entities';
import type { Database } from '../db/schema';
import { nextEpisodeId, nextEpisodePosition } from './next-episode';
import { relatedMedia } from './related-media';
import type { SharedReads } from './shared-reads';
import { published, visibleMedia } from './visibility';

function likeValue(value: number | null | undefined): LikeValue {
  if (value === 1) return 1;
  if (value === 0) return 0;
  return null;
}

/** An unknown stored value reads as "no status" rather than breaking the response contract. */
function watchStatus(value: string | null | undefined): WatchStatus | null {
  const parsed = watchStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The media's lowest-numbered episode, or its lowest numbered above `above`. */
function lowestEpisode(
  eb: ExpressionBuilder<Database, 'media'>,
  above?: Expression<number | null>,
) {
  let q = eb
    .selectFrom('episodes as e')
    .select('e.id')
    .whereRef('e.media_id', '=', 'media.id')
    .where(published('e'));
  if (above) q = q.where('e.number', '>', above);
  return q.orderBy('e.number', 'asc').orderBy('e.id', 'asc').limit(1);
}

/**
 * The media row with its translator, studio, director, season and first episode. `anyState` is
 * the studio's preview alone (loadMediaPreview): a title in any publish state.
 */
function mediaRow(db: Kysely<Database>, id: number, anyState = false) {
  // visibility: every state — only for the studio's preview; viewers' reads take visibleMedia
  return (anyState ? db.selectFrom('media') : visibleMedia(db))
    .leftJoin('translators', 'translators.id', 'media.translator_id')
    .leftJoin('studios', 'studios.id', 'media.studio_id')
    .leftJoin('directors', 'directors.id', 'media.director_id')
    .leftJoin('seasons', 'seasons.id', 'media.season_id')
    .selectAll('media')
    .select([
      'translators.nickname as translator_nickname',
      'translators.avatar as translator_avatar',
      'studios.name as studio_name',
      'studios.image as studio_image',
      'directors.name as director_name',
      'directors.image as director_image',
      'seasons.title as season_label',
      'seasons.year as season_year',
      'seasons.quarter as season_quarter',
    ])
    .select((eb) => lowestEpisode(eb).as('first_episode_id'))
    .select((eb) =>
      eb
        .selectFrom('episodes')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('episodes.media_id', '=', 'media.id')
        .where(published('episodes'))
        .as('episode_count'),
    )
    .where('media.id', '=', id);
}

/**
 * The viewer's part: their marks, their latest position (on an episode that still exists), the
 * episode after it, and the like count, which their own like moves. One statement.
 */
function viewerRow(db: Kysely<Database>, id: number, userId: number) {
  return visibleMedia(db)
    .leftJoin('media_statuses', (join) =>
      join
        .onRef('media_statuses.media_id', '=', 'media.id')
        .on('media_statuses.user_id', '=', userId),
    )
    .leftJoin('history', (join) =>
      join.on((eb) =>
        eb(
          'history.id',
          '=',
          eb
            .selectFrom('history as h')
            .innerJoin('episodes as he', 'he.id', 'h.episode_id')
            .select('h.id')
            .where('h.user_id', '=', userId)
            .whereRef('h.media_id', '=', 'media.id')
            .where(published('he'))
            .orderBy('h.updated_at', 'desc')
            .orderBy('h.id', 'desc')
            .limit(1),
        ),
      ),
    )
    .leftJoin('episodes as last_episode', (join) =>
      join.onRef('last_episode.id', '=', 'history.episode_id').on(published('last_episode')),
    )
    .select([
      'media.like_count',
      'media_statuses.liked',
      'media_statuses.later',
      'media_statuses.notify',
      'media_statuses.watch_status',
      'last_episode.id as last_episode_id',
      'last_episode.duration_sec as last_episode_duration',
      'history.position_sec as last_position_sec',
      'history.duration_sec as last_duration_sec',
    ])
    .select((eb) => lowestEpisode(eb, eb.ref('last_episode.number')).as('next_episode_id'))
    .where('media.id', '=', id);
}

type ViewerFields = 'liked' | 'later' | 'notify' | 'watch_status' | 'epId' | 'ep_position_sec';

/** What every viewer of a title sees alike; null when the id is unknown. */
interface SharedDetail {
  detail: Omit<MediaDetail, ViewerFields>;
  firstEpisodeId: number | null;
}

async function sharedDetail(
  db: Kysely<Database>,
  id: number,
  anyState = false,
): Promise<SharedDetail | null> {
  const [media, categories, seasons, actors, related] = await Promise.all([
    mediaRow(db, id, anyState).executeTakeFirst(),
    db
      .selectFrom('categories')
      .innerJoin('media_categories', 'media_categories.category_id', 'categories.id')
      .select(['categories.id', 'categories.title', 'categories.slug'])
      .where('media_categories.media_id', '=', id)
      .orderBy('categories.sort')
      .orderBy('categories.id')
      .execute(),
    // Every season of the franchise, this one included; none when the media has no franchise.
    db
      .selectFrom('media as other')
      .innerJoin('media', 'media.media_group_id', 'other.media_group_id')
      .select(['other.id', 'other.title', 'other.season_title'])
      .where('media.id', '=', id)
      .where(published('other'))
      .orderBy('other.season_number')
      .orderBy('other.id')
      .execute(),
    db
      .selectFrom('actors')
      .innerJoin('media_actors', 'media_actors.actor_id', 'actors.id')
      .select(['actors.id', 'actors.name', 'actors.image', 'actors.vname', 'actors.vimage'])
      .where('media_actors.media_id', '=', id)
      .orderBy('media_actors.sort')
      .orderBy('actors.id')
      .execute(),
    relatedMedia(db, id),
  ]);
  if (!media) return null;
  return {
    firstEpisodeId: media.first_episode_id,
    detail: {
      id: media.id,
      kind: media.kind,
      title: media.title,
      original_name: media.original_name,
      description: media.description,
      image1: media.image1,
      logo: media.logo,
      poster_hz: media.poster_hz,
      banner: media.banner,
      is_mirror: media.is_mirror === 1,
      is_blacklist: media.is_blacklist === 1,
      translater:
        media.translator_id === null || media.translator_nickname === null
          ? null
          : { nickname: media.translator_nickname, avatar: media.translator_avatar },
      categories,
      other_seasons: seasons.map((s) => ({ id: s.id, title: s.season_title ?? s.title })),
      studio:
        media.studio_id === null || media.studio_name === null
          ? null
          : { name: media.studio_name, image: media.studio_image },
      director:
        media.director_id === null || media.director_name === null
          ? null
          : { name: media.director_name, image: media.director_image },
      actors,
      related,
      rating: media.rating,
      age_limit: media.age_limit,
      is_completed: media.is_completed === 1,
      released_date: media.released_date,
      total_episode: media.total_episode,
      episode_count: Number(media.episode_count ?? 0),
      season:
        media.season_id === null || media.season_label === null
          ? null
          : {
              id: media.season_id,
              title: media.season_label,
              year: media.season_year ?? 0,
              quarter: media.season_quarter ?? 0,
            },
      like_count: media.like_count,
      updated_at: media.updated_at,
    },
  };
}

/**
 * docs/product.md §3 media detail with the viewer's marks; null when the id is unknown. What
 * every viewer sees alike comes through `shared` (kept for CATALOGUE_CACHE_MS when it is set,
 * decision 034); a signed-in viewer's own part is read fresh beside it in one statement.
 */
export async function loadMediaDetail(
  db: Kysely<Database>,
  id: number,
  userId: number | null,
  shared: SharedReads,
): Promise<MediaDetail | null> {
  const [base, mine] = await Promise.all([
    shared.read(`detail ${id}`, () => sharedDetail(db, id)),
    userId === null ? null : viewerRow(db, id, userId).executeTakeFirst(),
  ]);
  // A signed-in viewer's row is missing only when the title went since it was kept.
  if (!base || (userId !== null && !mine)) return null;

  const last =
    !mine || mine.last_episode_id === null
      ? null
      : {
          episodeId: mine.last_episode_id,
          positionSec: mine.last_position_sec ?? 0,
          durationSec: mine.last_duration_sec ?? 0,
          episodeDurationSec: mine.last_episode_duration ?? 0,
        };
  return {
    ...base.detail,
    liked: likeValue(mine?.liked),
    later: mine?.later === 1,
    notify: mine?.notify === 1,
    watch_status: watchStatus(mine?.watch_status),
    epId: nextEpisodeId(last, mine?.next_episode_id ?? null, base.firstEpisodeId),
    ep_position_sec: nextEpisodePosition(last),
    like_count: mine?.like_count ?? base.detail.like_count,
  };
}

/**
 * The studio's preview (docs/decisions/053-studio-catalogue.md): the detail a guest would see,
 * whatever the title's publish state. It reads around `shared` on purpose: that cache answers
 * viewers, and a draft read through it could reach them. Viewers' reads keep to published
 * titles; this is the one way to read another.
 */
export async function loadMediaPreview(
  db: Kysely<Database>,
  id: number,
): Promise<MediaDetail | null> {
  const base = await sharedDetail(db, id, true);
  if (!base) return null;
  return {
    ...base.detail,
    liked: null,
    later: false,
    notify: false,
    watch_status: null,
    epId: nextEpisodeId(null, null, base.firstEpisodeId),
    ep_position_sec: nextEpisodePosition(null),
  };
}
