import type { Kysely } from 'kysely';
import { IMAGE_WIDTHS } from '../../contract/image-variants';
import type { Database } from '../db/schema';

export interface Artwork {
  kind: string;
  svg: string;
}

/** A generated poster, banner, logo, avatar or brand tile as the seed stored it, or undefined. */
export async function artwork(db: Kysely<Database>, id: number): Promise<Artwork | undefined> {
  return db.selectFrom('artworks').select(['kind', 'svg']).where('id', '=', id).executeTakeFirst();
}

/**
 * The widths each kind of generated art is served at as WebP (decision 091): the widths of the
 * studio's uploads of the same slot, so the seed's pictures go the way real ones do (`srcset`,
 * the smallest file that fills the slot). Avatars show as a plain `src` of 24 to 96 CSS px, so
 * one width. The service's own marks stay SVG: a logo is vector where it is real too.
 */
const ART_WIDTHS: Record<string, readonly number[]> = {
  poster: IMAGE_WIDTHS.poster,
  poster_hz: IMAGE_WIDTHS.poster_hz,
  banner: IMAGE_WIDTHS.banner,
  logo: IMAGE_WIDTHS.logo,
  portrait: IMAGE_WIDTHS.portrait,
  cover: IMAGE_WIDTHS.poster,
  avatar: [160],
};

/** The widths art of `kind` is served at, or null when it is served as its SVG. */
export function artWidths(kind: string): readonly number[] | null {
  return ART_WIDTHS[kind] ?? null;
}

/**
 * The URL a row keeps for art `id` of `kind`: `/art/<id>-<w1>-<w2>-<w3>.webp` names every width
 * as an upload's URL does (contract/image-variants.ts), `/art/<id>.svg` for the SVG kinds.
 */
export function artUrl(id: number, kind: string): string {
  const widths = artWidths(kind);
  return widths ? `/art/${id}-${widths.join('-')}.webp` : `/art/${id}.svg`;
}

export type ArtFile =
  { id: number; format: 'svg' } | { id: number; format: 'webp'; widths: number[] };

/** The id and format asked for by an `/art/` file name, or null when it is no art file's name. */
export function parseArtFile(file: string): ArtFile | null {
  const svg = /^(\d{1,15})\.svg$/.exec(file);
  if (svg) return { id: Number(svg[1]), format: 'svg' };
  const webp = /^(\d{1,15})((?:-\d{1,4}){1,4})\.webp$/.exec(file);
  if (!webp) return null;
  const widths = webp[2]!.slice(1).split('-').map(Number);
  return { id: Number(webp[1]), format: 'webp', widths };
}

/**
 * The width a WebP file name of art of `kind` stands for: the kept URL (every width) is the
 * widest, a single width one of the narrower ones; null for any other list (no art is drawn at a
 * width its kind does not have, so a client cannot make the server draw at sizes of its choice).
 */
export function servedWidth(kind: string, widths: readonly number[]): number | null {
  const ladder = artWidths(kind);
  if (!ladder) return null;
  if (widths.length === ladder.length && widths.every((w, i) => w === ladder[i]))
    return ladder[ladder.length - 1]!;
  if (widths.length === 1 && ladder.slice(0, -1).includes(widths[0]!)) return widths[0]!;
  return null;
}
