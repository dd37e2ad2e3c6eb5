import type { Insertable } from 'kysely';
import type {
  Database,
  MediaKind,
  MediaStatus,
  OwnerType,
  SubtitlesTable,
  TracksTable,
} from '../db/schema';
import { mediaRow, sourceRows } from '../db/rows';
import { bannerSvg, logoSvg, posterHzSvg, posterSvg } from './artwork';
import type { CategorySlug, Genre } from './catalogue-data';
import type { SeedContext } from './context';
import { day } from './context';
import type { People } from './people';
import type { Random } from './random';

export { manifestIn } from '../db/rows';
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
  const { people } = tax;
  // The random draws stay in this order so the demo catalogue stays the same.
  const image1 = ctx.art('poster', key, () => posterSvg(artTitle, caption));
  const posterHz = ctx.art('poster_hz', key, () => posterHzSvg(artTitle, caption));
  const logo = ctx.art('logo', key, () => logoSvg(artTitle));
  const banner = ctx.art('banner', key, () => bannerSvg(artTitle));
  const hover = rng.chance(0.6) ? hoverVideo : null;
  const rating = Math.round((6 + rng.next() * 3.6) * 10) / 10;
  const ageLimit = rng.pick(ageLimits[input.genre]);
  const isMirror = rng.chance(0.05);
  const translatorId = rng.chance(0.7) ? rng.pick(people.translators) : null;
  const studioId = rng.pick(people.studios);
  const directorId = rng.pick(people.directors);
  const views = rng.int(800, 250_000);
  const likeCount = rng.int(5, 6_000);
  const updatedAt = Math.min(ctx.now, input.releasedAt + rng.int(0, 60) * day);
  batch.media.push({
    id,
    ...mediaRow({
      kind: input.kind,
      title: input.title,
      originalName: input.original,
      description: description(input, catTitles),
      keywords: [input.title, input.original, ...catTitles].join(' ').toLowerCase(),
      image1,
      posterHz,
      logo,
      banner,
      hoverVideo: hover,
      rating,
      ageLimit,
      status: input.status,
      releasedAt: input.releasedAt,
      totalEpisode: input.totalEpisode,
      isMirror,
      translatorId,
      studioId,
      directorId,
      seasonId: tax.seasonIds.get(seasonKey(input.releasedAt)) ?? null,
      mediaGroupId: input.mediaGroupId,
      seasonNumber: input.seasonNumber,
      seasonTitle: input.seasonTitle,
      views,
      likeCount,
      updatedAt,
    }),
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
  const rows = sourceRows(ownerType, ownerId, folder);
  batch.tracks.push(...rows.tracks);
  batch.subtitles.push(...rows.subtitles);
}
