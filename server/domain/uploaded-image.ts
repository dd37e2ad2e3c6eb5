import sharp from 'sharp';
import { authMessages } from '../../contract/messages';
import { DomainError } from './domain-error';
import { sniffImage } from './image-type';

/** Larger images are refused from their header, before a single pixel is decoded. */
export const MAX_IMAGE_SIDE = 4096;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;

/** What libvips calls the formats sniffImage lets through. */
const LOADER: Record<string, string> = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' };

/** How every upload is decoded: libvips itself refuses a header over the pixel limit. */
export const DECODE_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' as const };

// Uploads are one-off: libvips' operation cache would only keep attacker bytes in memory.
sharp.cache(false);

/** libvips refuses a header over limitInputPixels itself; anything else is not an image we read. */
export function imageRefusal(error: unknown): DomainError {
  const overLimit = error instanceof Error && /pixel limit/i.test(error.message);
  return new DomainError(
    'invalid',
    overLimit ? authMessages.imageTooManyPixels : authMessages.imageUnreadable,
  );
}

/**
 * The size an upload claims, once it is known safe to decode: the bytes must start as PNG, JPEG,
 * WebP or GIF (so SVG, HTML and the like never reach a decoder), the decoder must agree, and the
 * header must claim at most 4096×4096. Reads the header only: a 20000×20000 "bomb" of a few
 * kilobytes stops here, unallocated. Shared by avatars and the studio's images.
 */
export async function checkedImageSize(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; uprightWidth: number }> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw new DomainError('malformed', authMessages.fileNotImage);
  let width: number;
  let height: number;
  let uprightWidth: number;
  try {
    const meta = await sharp(bytes, DECODE_OPTIONS).metadata();
    if (meta.format !== LOADER[sniffed]) throw new Error(`claims ${sniffed}, is ${meta.format}`);
    width = meta.width;
    height = meta.height;
    // A phone's portrait photo is stored landscape with an EXIF turn; what is shown is upright.
    uprightWidth = meta.autoOrient.width;
  } catch (error) {
    throw imageRefusal(error);
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new DomainError('invalid', authMessages.imageTooManyPixels);
  }
  return { width, height, uprightWidth };
}
