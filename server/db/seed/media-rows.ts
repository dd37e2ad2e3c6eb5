import type { Insertable } from 'kysely';
import type {
  Database,
  MediaKind,
  MediaStatus,
  OwnerType,
  SubtitlesTable,
  TracksTable,
} from '../schema';
import { bannerSvg, logoSvg, posterHzSvg, posterSvg } from './artwork';
import type { CategorySlug, Genre } from './catalogue-data';
import type { SeedContext } from './context';
import { day } from './context';
import type { People } from './people';
import type { Random } from './random';

/** A title's own media folder (domain/media-folders.ts); its manifest is `${folder}manifest.mpd`. */
export function manifestIn(folder: string): string {
  return `${folder}manifest.mpd`;
}
export const hoverVideo = '/media/hover/preview.mp4';

export interface Taxonomy {
  categoryIds: Map<CategorySlug, number>;
  categoryTitles: Map<CategorySlug, string>;
  /** `${year}-${quarter}` → seasons.id */
  seasonIds: Map<string, number>;
  people: People;
}

/** Rows that belong to one media, collected so each table is inserted in big batches. */
export interface MediaBatch {
  media: Insertable<Database['media']>[];
  categories: Insertable<Database['media_categories']>[];
  actors: Insertable<Database['media_actors']>[];
  tracks: Insertable<TracksTable>[];
  subtitles: Insertable<SubtitlesTable>[];
}

export function emptyBatch(): MediaBatch {
  return { media: [], categories: [], actors: [], tracks: [], subtitles: [] };
}

/** The value of media.search_text; anything that edits a title must recompute it. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ').toLowerCase();
}

export function seasonKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${Math.floor(d.getUTCMonth() / 3) + 1}`;
}

const ageLimits: Record<Genre, (number | null)[]> = {
  news: [null],
  talk: [null, 12],
  doc: [7, 12, null],
  drama: [16, 18, 13],
  comedy: [12, 13],
  kids: [0, 3, 6],
};

const castSize: Record<Genre, [number, number]> = {
  news: [1, 2],
  talk: [1, 2],
  doc: [1, 3],
  drama: [4, 7],
  comedy: [3, 6],
  kids: [2, 4],
};

export interface MediaInput {
  kind: MediaKind;
  title: string;
  original: string;
  genre: Genre;
  cats: readonly CategorySlug[];
  blurb: string;
  releasedAt: number;
  status: MediaStatus;
  totalEpisode: number;
  mediaGroupId: number | null;
  seasonNumber: number;
  seasonTitle: string | null;
  /** Pictures are keyed by this, so load-test copies can share their original's. */
  artKey: string;
}

function description(input: MediaInput, categoryTitles: string[]): string {
  const tags = categoryTitles.map((t) => `<strong>${t}</strong>`).join(', ');
  return (
    `<p>${input.blurb}</p>` +
    `<p>Төрөл: ${tags}. ${input.original} нэрээр олон улсад танигдсан.</p>`
  );
}

/** One media row plus its category and cast links; returns the new media id. */
export function addMedia(
  ctx: SeedContext,
  rng: Random,
  tax: Taxonomy,
  batch: MediaBatch,
  input: MediaInput,
): number {
  const id = ctx.nextId('media');
  const catTitles = input.cats.map((slug) => tax.categoryTitles.get(slug) ?? slug);
  const caption = catTitles.join(' · ');
  const key = input.artKey;
  const artTitle = input.title;
  const released = new Date(input.releasedAt).toISOString();
  const { people } = tax;
  const keywords = [input.title, input.original, ...catTitles].join(' ').toLowerCase();
  batch.media.push({
    id,
    kind: input.kind,
    title: input.title,
    original_name: input.original,
    description: description(input, catTitles),
    keywords,
    search_text: searchText(input.title, input.original, keywords),
    image1: ctx.art('poster', key, () => posterSvg(artTitle, caption)),
    poster_hz: ctx.art('poster_hz', key, () => posterHzSvg(artTitle, caption)),
    logo: ctx.art('logo', key, () => logoSvg(artTitle)),
    banner: ctx.art('banner', key, () => bannerSvg(artTitle)),
    hover_video: rng.chance(0.6) ? hoverVideo : null,
    rating: Math.round((6 + rng.next() * 3.6) * 10) / 10,
    age_limit: rng.pick(ageLimits[input.genre]),
    is_completed: input.status === 'completed' ? 1 : 0,
    status: input.status,
    released_date: released.slice(0, 10),
    total_episode: input.totalEpisode,
    is_mirror: rng.chance(0.05) ? 1 : 0,
    is_blacklist: 0,
    translator_id: rng.chance(0.7) ? rng.pick(people.translators) : null,
    studio_id: rng.pick(people.studios),
    director_id: rng.pick(people.directors),
    season_id: tax.seasonIds.get(seasonKey(input.releasedAt)) ?? null,
    media_group_id: input.mediaGroupId,
    season_number: input.seasonNumber,
    season_title: input.seasonTitle,
    views: rng.int(800, 250_000),
    like_count: rng.int(5, 6_000),
    created_at: released,
    updated_at: new Date(Math.min(ctx.now, input.releasedAt + rng.int(0, 60) * day)).toISOString(),
  });
  for (const slug of input.cats) {
    const categoryId = tax.categoryIds.get(slug);
    if (categoryId) batch.categories.push({ media_id: id, category_id: categoryId });
  }
  const [min, max] = castSize[input.genre];
  rng.sample(people.actors, rng.int(min, max)).forEach((actorId, sort) => {
    batch.actors.push({ media_id: id, actor_id: actorId, sort });
  });
  return id;
}

/** mn and en dubs plus an encrypted mn and a raw en subtitle, as the player expects. */
export function addSources(
  batch: MediaBatch,
  ownerType: OwnerType,
  ownerId: number,
  folder: string,
): void {
  const video = manifestIn(folder);
  batch.tracks.push(
    { owner_type: ownerType, owner_id: ownerId, key: 'mn', url: `${video}#mn` },
    { owner_type: ownerType, owner_id: ownerId, key: 'en', url: `${video}#en` },
  );
  batch.subtitles.push(
    {
      owner_type: ownerType,
      owner_id: ownerId,
      code: 'mn',
      is_raw: 0,
      url: `${folder}subs/mn.vtt.enc`,
    },
    {
      owner_type: ownerType,
      owner_id: ownerId,
      code: 'en',
      is_raw: 1,
      url: `${folder}subs/en.vtt`,
    },
  );
}
