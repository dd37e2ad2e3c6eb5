import { mediaRow, movieRow, sourceRows, titleFolderOf } from '../../server/db/rows';
import type { PublishState } from '../../contract/studio/roles';
import { insertSources, publishColumns } from './create-series';
import { nextNumber } from './target';
import type { FactoryTarget } from './target';

export interface MovieOptions {
  /** 'theatre' titles can carry a price and are rented; 'live' is a live channel. */
  kind?: 'movie' | 'theatre' | 'live';
  title?: string;
  /** A movie watchable without paid days (default false). Theatre titles: free when unpriced. */
  free?: boolean;
  /** Theatre only: tugrik to rent it (default 0). */
  price?: number;
  /** False: a title without video (default true). */
  video?: boolean;
  /** False: no 1080p source. */
  hd?: boolean;
  categoryIds?: number[];
  /** When it was released, ms since epoch (default 30 days before now). */
  releasedAt?: number;
  /** Where the title stands (default 'published', as the seed's titles). */
  publishState?: PublishState;
  /** When a 'scheduled' title goes on the site, ms since epoch (default in a day). */
  publishAt?: number;
}

const DAY = 86_400_000;
const KIND_WORD = { movie: 'кино', theatre: 'жүжиг', live: 'шууд суваг' } as const;

/**
 * A movie, theatre title or live channel: its media row, its `movies` row (same id) and, with
 * video, its own media folder with dubs and subtitles. Returns the id.
 */
export async function createMovie(t: FactoryTarget, options: MovieOptions = {}): Promise<number> {
  const kind = options.kind ?? 'movie';
  const price = kind === 'theatre' ? (options.price ?? 0) : 0;
  const isFree = kind === 'live' || (kind === 'theatre' ? price === 0 : options.free === true);
  const now = t.clock.now();
  const { id } = await t.db
    .insertInto('media')
    .values({
      ...mediaRow({
        kind,
        title: options.title ?? `Туршилтын ${KIND_WORD[kind]} ${nextNumber()}`,
        status: kind === 'live' ? 'airing' : 'completed',
        releasedAt: options.releasedAt ?? now - 30 * DAY,
        totalEpisode: kind === 'live' ? 0 : 1,
      }),
      ...publishColumns(options.publishState ?? 'published', options.publishAt ?? now + DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.categoryIds?.length) {
    await t.db
      .insertInto('media_categories')
      .values(options.categoryIds.map((categoryId) => ({ media_id: id, category_id: categoryId })))
      .execute();
  }
  const folder = titleFolderOf('movie', id, {
    is_free: isFree ? 1 : 0,
    is_theatre: kind === 'theatre' ? 1 : 0,
    price,
  });
  const video = options.video !== false;
  await t.db
    .insertInto('movies')
    .values(
      movieRow({
        mediaId: id,
        isTheatre: kind === 'theatre',
        isFree,
        price,
        folder: video ? folder : null,
        hd: options.hd,
        durationSec: kind === 'live' ? 0 : undefined,
      }),
    )
    .execute();
  if (video) await insertSources(t, sourceRows('movie', id, folder));
  return id;
}
