import sharp from 'sharp';
import { authMessages } from '../../contract/messages';
import { DomainError } from './domain-error';
import { sniffImage } from './image-type';

/** Larger images are refused from their header, before a single pixel is decoded. */
export const MAX_AVATAR_SIDE = 4096;
export const MAX_AVATAR_PIXELS = MAX_AVATAR_SIDE * MAX_AVATAR_SIDE;
/** Every stored avatar is a square WebP of at most this side. */
export const AVATAR_OUTPUT_SIDE = 512;
export const AVATAR_EXT = 'webp';

/** What libvips calls the formats sniffImage lets through. */
const LOADER: Record<string, string> = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' };

// Uploads are one-off: libvips' operation cache would only keep attacker bytes in memory.
sharp.cache(false);

/** libvips refuses a header over limitInputPixels itself; anything else is not an image we read. */
function refusal(error: unknown): DomainError {
  const overLimit = error instanceof Error && /pixel limit/i.test(error.message);
  return new DomainError(
    'invalid',
    overLimit ? authMessages.imageTooManyPixels : authMessages.imageUnreadable,
  );
}

/**
 * An uploaded avatar made safe to serve: the bytes must start as PNG, JPEG, WebP or GIF (so SVG,
 * HTML and the like never reach a decoder), the header must claim at most 4096×4096, and the
 * image must decode; it is then turned upright, cropped to a centred square of at most 512 px
 * and written as a fresh WebP. Nothing of the upload survives but pixels: no EXIF (GPS), ICC,
 * XMP or comments, no trailing HTML/JS/ZIP, only the first frame of an animation.
 */
export async function reencodeAvatar(bytes: Uint8Array): Promise<Buffer> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw new DomainError('malformed', authMessages.fileNotImage);
  const options = { limitInputPixels: MAX_AVATAR_PIXELS, failOn: 'warning' as const };

  let width: number;
  let height: number;
  try {
    // Reads the header only: a 20000×20000 "bomb" of a few kilobytes stops here, unallocated.
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== LOADER[sniffed]) throw new Error(`claims ${sniffed}, is ${meta.format}`);
    width = meta.width;
    height = meta.height;
  } catch (error) {
    throw refusal(error);
  }
  if (width > MAX_AVATAR_SIDE || height > MAX_AVATAR_SIDE || width * height > MAX_AVATAR_PIXELS) {
    throw new DomainError('invalid', authMessages.imageTooManyPixels);
  }

  const side = Math.min(width, height, AVATAR_OUTPUT_SIDE);
  try {
    return await sharp(bytes, { ...options, autoOrient: true })
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw refusal(error);
  }
}
