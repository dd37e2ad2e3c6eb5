import type { StudioRoute } from './route';

/** Pictures of titles and people, re-encoded at upload (docs/decisions/054-studio-images.md). */
export const imagePaths = {
  /**
   * multipart/form-data with `file` (PNG, JPEG, WebP or GIF by its bytes, at most 10 MB and
   * 4096×4096) and `kind` (contract/image-variants.ts). Answers the URL to keep in the row.
   */
  studioImageUpload: {
    method: 'POST',
    path: '/api/studio/images',
    role: 'editor',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;

/** The largest upload taken; a 4096×4096 photo is rarely over 8 MB as JPEG. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The upload's own refusals; the rest are the avatar's texts (contract/messages.ts). */
export const imageMessages = {
  fileTooLarge: 'Зургийн хэмжээ 10 MB-аас ихгүй байх ёстой!',
  uploaded: 'Зураг амжилттай хуулагдлаа',
} as const;
