import type { PublishState } from '../../contract/studio/roles';
import type { MediaStatus } from '../../server/db/schema';
import type { EpisodeSegments } from '../../server/db/rows';
import {
  episodeRow,
  episodeVideo,
  mediaRow,
  sourceRows,
  titleFolderOf,
} from '../../server/db/rows';
import { nextNumber } from './target';
import type { FactoryTarget } from './target';

export interface SeriesOptions {
  title?: string;
  /** How many episodes (default 12). */
  episodes?: number;
  /** The first this many are free, as every demo series' first two are (default 2). */
  freeEpisodes?: number;
  /** Episodes per group, as the episode list's tabs (default 10). */
  groupSize?: number;
  status?: MediaStatus;
  categoryIds?: number[];
  /** When its first episode came out, ms since epoch (default one week per episode ago). */
  releasedAt?: number;
  hoverVideo?: string | null;
  /** The series' like count (default 0). */
  likeCount?: number;
  /** Every episode's like and dislike counts (default 0 and 0). */
  episodeCounts?: { likes: number; dislikes: number };
  /** Skippable parts of episode n (1-based); none by default. */
  segments?: (n: number) => EpisodeSegments | undefined;
  /** Where the series stands (default 'published', as the seed's titles). */
  publishState?: PublishState;
  /** Where episode n (1-based) stands (default 'published'). */
  episodeState?: (n: number) => PublishState;
  /** When a 'scheduled' series or episode goes on the site, ms since epoch (default in a day). */
  publishAt?: number;
}

export interface CreatedEpisode {
  id: number;
  number: number;
  groupId: number;
  isFree: boolean;
}

export interface CreatedSeries {
  id: number;
  /** In number order. */
  episodes: CreatedEpisode[];
  /** In order. */
  groupIds: number[];
}

const DAY = 86_400_000;

/** The publish columns of a row in `state`; a scheduled one has its time. */
export function publishColumns(state: PublishState, at: number) {
  return {
    publish_state: state,
    publish_at: state === 'scheduled' ? new Date(at).toISOString() : null,
  };
}

/**
 * A series with grouped episodes, each with its own media folder, dubs and subtitles like the
 * demo's. Run `linkMediaFolders` afterwards when a test fetches the media files themselves.
 */
export async function createSeries(
  t: FactoryTarget,
  options: SeriesOptions = {},
): Promise<CreatedSeries> {
  const count = options.episodes ?? 12;
  const free = options.freeEpisodes ?? 2;
  const groupSize = options.groupSize ?? 10;
  const now = t.clock.now();
  const releasedAt = options.releasedAt ?? now - count * 7 * DAY;
  const publishAt = options.publishAt ?? now + DAY;
  const media = await t.db
    .insertInto('media')
    .values({
      ...mediaRow({
        kind: 'series',
        title: options.title ?? `Туршилтын цуврал ${nextNumber()}`,
        status: options.status ?? 'completed',
        releasedAt,
        totalEpisode: count,
        hoverVideo: options.hoverVideo ?? null,
        likeCount: options.likeCount,
      }),
      ...publishColumns(options.publishState ?? 'published', publishAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.categoryIds?.length) {
    await t.db
      .insertInto('media_categories')
      .values(
        options.categoryIds.map((categoryId) => ({ media_id: media.id, category_id: categoryId })),
      )
      .execute();
  }
  const groupIds: number[] = [];
  const episodes: CreatedEpisode[] = [];
  for (let n = 1; n <= count; n++) {
    if ((n - 1) % groupSize === 0) {
      const last = Math.min(count, n + groupSize - 1);
      const group = await t.db
        .insertInto('episode_groups')
        .values({ media_id: media.id, title: `${n}-${last}`, sort: n })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupIds.push(group.id);
    }
    const groupId = groupIds.at(-1)!;
    const isFree = n <= free;
    // The folder is named after the episode's id, which the database assigns.
    const row = episodeRow({
      mediaId: media.id,
      groupId,
      number: n,
      isFree,
      folder: null,
      likeCount: options.episodeCounts?.likes,
      dislikeCount: options.episodeCounts?.dislikes,
      createdAt: releasedAt + (n - 1) * 7 * DAY,
      segments: options.segments?.(n),
    });
    const { id } = await t.db
      .insertInto('episodes')
      .values({ ...row, ...publishColumns(options.episodeState?.(n) ?? 'published', publishAt) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const folder = titleFolderOf('episode', id, { is_free: isFree ? 1 : 0 });
    await t.db.updateTable('episodes').set(episodeVideo(folder)).where('id', '=', id).execute();
    await insertSources(t, sourceRows('episode', id, folder));
    episodes.push({ id, number: n, groupId, isFree });
  }
  return { id: media.id, episodes, groupIds };
}

export async function insertSources(t: FactoryTarget, rows: ReturnType<typeof sourceRows>) {
  await t.db.insertInto('tracks').values(rows.tracks).execute();
  await t.db.insertInto('subtitles').values(rows.subtitles).execute();
}
