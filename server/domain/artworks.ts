import type { Kysely } from 'kysely';
import { IMAGE_WIDTHS, imageFileName } from '../../contract/image-variants';
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
 * The URL a row keeps for art `id` of `kind`: for the WebP kinds the name of its widest file,
 * which names every width as an upload's does (`imageFileName`, contract/image-variants.ts);
 * `/art/<id>.svg` for the SVG kinds.
 */
export function artUrl(id: number, kind: string): string {
  const widths = artWidths(kind);
  return `/art/${widths ? imageFileName(String(id), widths, widths.at(-1)!) : `${id}.svg`}`;
}

/** The art id an `/art/` file name asks for, and whether as its SVG; null for any other name. */
export function parseArtFile(file: string): { id: number; svg: boolean } | null {
  const match = /^(\d{1,15})(\.svg|(?:-\d{1,4}){1,4}\.webp)$/.exec(file);
  return match ? { id: Number(match[1]), svg: match[2] === '.svg' } : null;
}

/**
 * The width a WebP file name of art `id` of `kind` stands for: one of its kind's files, named as
 * uploads are; null for any other name (no art is drawn at a width its kind does not have, so a
 * client cannot make the server draw at sizes of its choice).
 */
export function servedWidth(id: number, kind: string, file: string): number | null {
  const ladder = artWidths(kind);
  return ladder?.find((width) => imageFileName(String(id), ladder, width) === file) ?? null;
}
