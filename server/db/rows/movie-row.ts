import type { Insertable } from 'kysely';
import type { MoviesTable } from '../schema';
import { manifestIn } from './source-rows';

export interface MovieFields {
  mediaId: number;
  isTheatre: boolean;
  isFree: boolean;
  /** Tugrik; a theatre title with a price is rented. */
  price?: number;
  /** The title's media folder; null for a title without video. */
  folder: string | null;
  /** False leaves the 1080p source empty. */
  hd?: boolean;
  durationSec?: number;
}

/** The `movies` row of a movie, theatre title or the live channel (movie id = media id). */
export function movieRow(f: MovieFields): Insertable<MoviesTable> {
  const price = f.price ?? 0;
  const video = f.folder === null ? null : manifestIn(f.folder);
  return {
    media_id: f.mediaId,
    is_theatre: f.isTheatre ? 1 : 0,
    is_free: f.isFree ? 1 : 0,
    has_price: price > 0 ? 1 : 0,
    price,
    vid1: video,
    vid2: video,
    vid3: f.hd === false ? null : video,
    audio: video && `${video}#mn`,
    duration_sec: f.durationSec ?? 5400,
  };
}
