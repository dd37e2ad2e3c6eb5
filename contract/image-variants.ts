/*
 * Studio images (docs/decisions/054-studio-images.md): each upload is stored as one WebP per
 * width, made at upload. The URL a media row keeps names every width, so a page can offer them
 * all (`srcset`) from that one string without asking the server:
 *
 *   /uploads/images/<32 hex>-160-320-480.webp   the widest (480 px), the URL the row keeps
 *   /uploads/images/<32 hex>-160.webp           each narrower one
 *   /uploads/images/<32 hex>-320.webp
 *
 * The widest is a real file, so every place that shows the kept URL as a plain `src` still works.
 * Zod-free and tiny: the viewer's entry bundle imports it.
 */

/** What an upload is for; each has the widths the viewer app shows it at (1× to 2-3× screens). */
export const IMAGE_WIDTHS = {
  /** media.image1, 2:3 cards (≈104-200 CSS px). */
  poster: [160, 320, 480],
  /** media.poster_hz, 16:9 wide cards and the banner's stand-in. */
  poster_hz: [320, 640, 1280],
  /** media.banner, the detail page's and overlay's full-width header. */
  banner: [640, 1280, 1920],
  /** media.logo, title art up to 480 CSS px wide. */
  logo: [240, 480, 960],
  /** actors.image, round portraits of 24-160 CSS px. */
  portrait: [80, 160, 320],
} as const satisfies Record<string, readonly number[]>;

export type ImageKind = keyof typeof IMAGE_WIDTHS;
export const IMAGE_KINDS = Object.keys(IMAGE_WIDTHS) as [ImageKind, ...ImageKind[]];

export const UPLOADED_IMAGES_PATH = '/uploads/images/';

// An upload's, or the seed's art drawn the same way (`/art/<id>-160-320-480.webp`, decision 091).
const KEPT = /^(.*\/(?:uploads\/images\/[0-9a-f]{32}|art\/\d{1,15}))-(\d{1,4}(?:-\d{1,4})*)\.webp$/;

/** The URL a row keeps for an upload of these widths (ascending), under `base` (MEDIA_BASE_URL). */
export function keptImageUrl(base: string, id: string, widths: readonly number[]): string {
  return `${base}${UPLOADED_IMAGES_PATH}${id}-${widths.join('-')}.webp`;
}

/** The file name of one width of an upload; the widest is the kept URL's own name. */
export function imageFileName(id: string, widths: readonly number[], width: number): string {
  return width === widths[widths.length - 1]
    ? `${id}-${widths.join('-')}.webp`
    : `${id}-${width}.webp`;
}

export interface ImageVariant {
  url: string;
  width: number;
}

/**
 * What every width of one picture's files shares (`/art/12` of `/art/12-160.webp` and
 * `/art/12-160-320-480.webp`); null for a file that is no width of a picture.
 */
export function imageStem(url: string): string | null {
  return KEPT.exec(url)?.[1] ?? null;
}

/** Every width of an uploaded image from the URL its row keeps; null for any other image. */
export function imageVariants(url: string): ImageVariant[] | null {
  const match = KEPT.exec(url);
  if (!match) return null;
  const [, stem, list] = match;
  const widths = list!.split('-').map(Number);
  return widths.map((width, i) => ({
    width,
    url: i === widths.length - 1 ? url : `${stem}-${width}.webp`,
  }));
}
