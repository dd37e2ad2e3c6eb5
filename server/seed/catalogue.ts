import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import type { SeriesData } from './catalogue-data';
import { categories, copyTitle, series, topics } from './catalogue-data';
import type { SeedContext } from './context';
import { day, insertMany } from './context';
import type { MediaBatch, Taxonomy } from './media-rows';
import { episodeRow, titleFolderOf, type EpisodeSegments } from '../db/rows';
import { addMedia, addSources, emptyBatch } from './media-rows';
import type { People } from './people';
import type { Random } from './random';

const seasonNames = ['Өвөл', 'Хавар', 'Зун', 'Намар'];
const episodeGroupSize = 10;
/** Episodes 1..this of each show carry sample segments (recap, intro, credits). */
const segmentedEpisodes = 3;
const freeEpisodes = 2;

/** Categories and airing-season labels from three years ago up to the current quarter. */
export async function seedTaxonomy(ctx: SeedContext, people: People): Promise<Taxonomy> {
  const categoryIds = new Map<(typeof categories)[number]['slug'], number>();
  const categoryTitles = new Map<(typeof categories)[number]['slug'], string>();
  const categoryRows = categories.map((c, sort) => {
    const id = ctx.nextId('categories');
    categoryIds.set(c.slug, id);
    categoryTitles.set(c.slug, c.title);
    return { id, title: c.title, slug: c.slug, sort };
  });
  await insertMany(ctx.db, 'categories', categoryRows);

  const now = new Date(ctx.now);
  const year = now.getUTCFullYear();
  const quarter = Math.floor(now.getUTCMonth() / 3) + 1;
  const seasonIds = new Map<string, number>();
  const seasonRows: Insertable<Database['seasons']>[] = [];
  for (let y = year - 3; y <= year; y++) {
    for (let q = 1; q <= 4 && (y < year || q <= quarter); q++) {
      const id = ctx.nextId('seasons');
      seasonIds.set(`${y}-${q}`, id);
      // sort grows with time, so "newest first" is ORDER BY sort DESC.
      seasonRows.push({
        id,
        title: `${y} ${seasonNames[q - 1]}`,
        year: y,
        quarter: q,
        sort: y * 10 + q,
      });
    }
  }
  await insertMany(ctx.db, 'seasons', seasonRows);
  return { categoryIds, categoryTitles, seasonIds, people };
}

function episodeTitle(show: SeriesData, n: number, rng: Random): string {
  if (show.genre === 'news' || show.genre === 'doc' || show.genre === 'talk') {
    return `${n}-р анги: ${rng.pick(topics)}`;
  }
  return `${n}-р анги`;
}

const durations: Record<SeriesData['genre'], [number, number]> = {
  news: [900, 1800],
  talk: [1800, 3000],
  doc: [1500, 2700],
  drama: [2400, 3000],
  comedy: [1200, 1800],
  kids: [600, 900],
};

/**
 * Skippable parts on the first episodes of every show, placed on the 12 s sample video: a recap
 * of the last episode (none before episode 1), the intro, and the credits to the end.
 */
function sampleSegments(n: number): EpisodeSegments | undefined {
  if (n > segmentedEpisodes) return undefined;
  return {
    ...(n > 1 ? { recap: [0, 2] as [number, number] } : {}),
    intro: [2, 5],
    credits: [10, null],
  };
}

interface EpisodeBatch {
  groups: Insertable<Database['episode_groups']>[];
  episodes: Insertable<Database['episodes']>[];
}

function addEpisodes(
  ctx: SeedContext,
  rng: Random,
  batch: MediaBatch,
  eps: EpisodeBatch,
  show: SeriesData,
  mediaId: number,
  image: string | null,
  releasedAt: number,
  count: number,
): void {
  // Weekly, but squeezed so the newest episode is never in the future.
  const interval = Math.min(7 * day, Math.floor((ctx.now - releasedAt) / Math.max(1, count)));
  const [minDur, maxDur] = durations[show.genre];
  let groupId = 0;
  for (let n = 1; n <= count; n++) {
    if ((n - 1) % episodeGroupSize === 0) {
      groupId = ctx.nextId('episode_groups');
      const last = Math.min(count, n + episodeGroupSize - 1);
      eps.groups.push({ id: groupId, media_id: mediaId, title: `${n}-${last}`, sort: n });
    }
    const id = ctx.nextId('episodes');
    const isFree = n <= freeEpisodes;
    const folder = titleFolderOf('episode', id, { is_free: isFree ? 1 : 0 });
    eps.episodes.push({
      id,
      ...episodeRow({
        mediaId,
        groupId,
        number: n,
        title: episodeTitle(show, n, rng),
        image,
        isFree,
        durationSec: rng.int(minDur, maxDur),
        folder,
        views: rng.int(100, 40_000),
        likeCount: rng.int(0, 900),
        dislikeCount: rng.int(0, 40),
        createdAt: releasedAt + (n - 1) * interval,
        segments: sampleSegments(n),
      }),
    });
    addSources(batch, 'episode', id, folder);
  }
}

/**
 * Every show in catalogue-data, `scale` times over. A franchise's seasons are separate media
 * rows sharing a media_groups row; season 1 is the oldest and only the newest may be airing.
 */
export async function seedSeries(ctx: SeedContext, tax: Taxonomy): Promise<number[]> {
  const rng = ctx.random('series');
  const batch = emptyBatch();
  const eps: EpisodeBatch = { groups: [], episodes: [] };
  const groups: Insertable<Database['media_groups']>[] = [];
  const ids: number[] = [];

  for (let copy = 0; copy < ctx.scale; copy++) {
    for (const show of series) {
      const title = copyTitle(show.title, copy);
      const groupId = show.seasons > 1 ? ctx.nextId('media_groups') : null;
      if (groupId) groups.push({ id: groupId, title });
      // Seasons about 5 months apart, the last one between 2 weeks and 10 months old.
      const newest = ctx.now - rng.int(14, 300) * day;
      for (let s = 1; s <= show.seasons; s++) {
        const releasedAt = newest - (show.seasons - s) * rng.int(140, 170) * day;
        const count = rng.int(10, 40);
        const airing = s === show.seasons && ctx.now - releasedAt < count * 7 * day;
        const seasonTitle = `${s}-р улирал`;
        const seasonLabel = s === 1 ? title : `${title} ${seasonTitle}`;
        const mediaId = addMedia(ctx, rng, tax, batch, {
          kind: 'series',
          title: seasonLabel,
          original: s === 1 ? show.original : `${show.original} Season ${s}`,
          genre: show.genre,
          cats: show.cats,
          blurb: show.blurb,
          releasedAt,
          status: airing ? 'airing' : 'completed',
          totalEpisode: airing ? count + rng.int(2, 12) : count,
          mediaGroupId: groupId,
          seasonNumber: s,
          seasonTitle: groupId ? seasonTitle : null,
          artKey: seasonLabel,
        });
        // An episode's still is art without text: the player and cards draw the title over it.
        const image = batch.media[batch.media.length - 1]?.banner ?? null;
        addEpisodes(ctx, rng, batch, eps, show, mediaId, image, releasedAt, count);
        ids.push(mediaId);
      }
    }
  }

  await insertMany(ctx.db, 'media_groups', groups);
  await flushMedia(ctx, batch);
  await insertMany(ctx.db, 'episode_groups', eps.groups);
  await insertMany(ctx.db, 'episodes', eps.episodes);
  await insertMany(ctx.db, 'tracks', batch.tracks);
  await insertMany(ctx.db, 'subtitles', batch.subtitles);
  return ids;
}

/** Media first, then the rows that point at it. */
export async function flushMedia(ctx: SeedContext, batch: MediaBatch): Promise<void> {
  await insertMany(ctx.db, 'media', batch.media);
  await insertMany(ctx.db, 'media_categories', batch.categories);
  await insertMany(ctx.db, 'media_actors', batch.actors);
}
