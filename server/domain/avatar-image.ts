import sharp from 'sharp';
import { checkedImageSize, DECODE_OPTIONS, imageRefusal } from './uploaded-image';

/** Every stored avatar is a square WebP of at most this side. */
export const AVATAR_OUTPUT_SIDE = 512;
export const AVATAR_EXT = 'webp';

/**
 * An uploaded avatar made safe to serve: checked as every upload is (uploaded-image.ts: its bytes,
 * its header, at most 4096×4096), then turned upright, cropped to a centred square of at most
 * 512 px and written as a fresh WebP. Nothing of the upload survives but pixels: no EXIF (GPS),
 * ICC, XMP or comments, no trailing HTML/JS/ZIP, only the first frame of an animation.
 */
export async function reencodeAvatar(bytes: Uint8Array): Promise<Buffer> {
  const { width, height } = await checkedImageSize(bytes);
  const side = Math.min(width, height, AVATAR_OUTPUT_SIDE);
  try {
    return await sharp(bytes, { ...DECODE_OPTIONS, autoOrient: true })
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw imageRefusal(error);
  }
}
