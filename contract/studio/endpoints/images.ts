import { z } from 'zod';
import { IMAGE_KINDS } from '../../image-variants';

export const imageKind = z.enum(IMAGE_KINDS, 'Зургийн төрлийг сонгоно уу!');

export const imageSchemas = {
  studioImageUpload: {
    /** The form's fields other than the file; the handler reads `file` itself. */
    body: z.object({ kind: imageKind }),
    response: z.object({
      status: z.literal(true),
      msg: z.string().optional(),
      data: z.object({
        kind: imageKind,
        /** To keep in the row (media.image1, poster_hz, banner, logo; actors.image). */
        url: z.string(),
        /** Every width stored, ascending; none wider than the upload. */
        widths: z.array(z.number().int().positive()),
      }),
    }),
  },
} as const;
