import sharp, { type WebpOptions } from 'sharp';
import { IMAGE_WIDTHS, type ImageKind } from '../../contract/image-variants';
import { checkedImageSize, DECODE_OPTIONS, imageRefusal } from './uploaded-image';

export interface ImageWidth {
  width: number;
  webp: Buffer;
}

/** How a picture of `kind` is encoded: title logos (text on transparency) a little finer. */
export function webpOptions(kind: string): WebpOptions {
  return { quality: kind === 'logo' ? 90 : 80, alphaQuality: 90 };
}

/**
 * The widths an upload of `sourceWidth` px is stored at: those of its kind narrower than the
 * source, and the source's own width in place of the wider ones (never upscaled: a bigger file
 * would show nothing more).
 */
export function widthsFor(kind: ImageKind, sourceWidth: number): number[] {
  const ladder: readonly number[] = IMAGE_WIDTHS[kind];
  const below = ladder.filter((w) => w < sourceWidth);
  return below.length === ladder.length ? below : [...below, sourceWidth];
}

/**
 * A studio upload made safe to serve as the viewer app shows it (docs/decisions/054): checked as
 * avatars are (uploaded-image.ts), turned upright, and written as a fresh WebP at each width of
 * its kind, the aspect kept. Only pixels survive: no EXIF (GPS), ICC, XMP or comment, nothing
 * appended, only an animation's first frame.
 */
export async function reencodeStudioImage(
  bytes: Uint8Array,
  kind: ImageKind,
): Promise<ImageWidth[]> {
  const { uprightWidth } = await checkedImageSize(bytes);
  const widths = widthsFor(kind, uprightWidth);
  try {
    // Decoded once; each width is resized from the same upright pixels.
    const upright = sharp(bytes, { ...DECODE_OPTIONS, autoOrient: true });
    return await Promise.all(
      widths.map(async (width) => ({
        width,
        webp: await upright
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp(webpOptions(kind))
          .toBuffer(),
      })),
    );
  } catch (error) {
    throw imageRefusal(error);
  }
}
