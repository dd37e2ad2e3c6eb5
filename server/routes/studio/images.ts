import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { bodyLimit } from 'hono/body-limit';
import { authMessages } from '../../../contract/messages';
import { imageFileName, keptImageUrl } from '../../../contract/image-variants';
import { imageSchemas } from '../../../contract/studio/endpoints/images';
import { imageMessages, MAX_IMAGE_UPLOAD_BYTES } from '../../../contract/studio/image-paths';
import { extra } from '../../../contract/messages';
import { inTransaction } from '../../db/in-transaction';
import type { AppDeps } from '../../deps';
import { recordAudit } from '../../domain/audit-log';
import { reencodeStudioImage } from '../../domain/studio-image';
import { hitWindow } from '../../domain/throttle';
import { imagesDir } from '../../domain/upload-files';
import { HttpError } from '../../http/http-error';
import { FieldErrors } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { studioRouter } from './studio-router';

/** Room for the multipart boundaries and the `kind` field around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const UPLOADS_PER_HOUR = 300;

/**
 * Pictures for titles and people (docs/decisions/054-studio-images.md): one file and its kind,
 * re-encoded into a WebP per width (domain/studio-image.ts) under a random name in
 * UPLOADS_DIR/images, served with a year's immutable cache (web/static.ts). The title form then
 * saves the answered URL in its column.
 */
export function studioImageRoutes(deps: AppDeps) {
  const dir = imagesDir(deps.config);
  const { app, on } = studioRouter(deps);

  on(
    'studioImageUpload',
    // Behind the door, before the body is read: no buffering for strangers.
    async (c, next) => {
      await hitWindow(deps, `studio-image:${c.get('staff').userId}`, UPLOADS_PER_HOUR, 3600_000);
      await next();
    },
    bodyLimit({
      maxSize: MAX_IMAGE_UPLOAD_BYTES + MULTIPART_OVERHEAD,
      onError: (c) => c.json({ status: false, msg: imageMessages.fileTooLarge }, 413),
    }),
    async (c) => {
      let form: Record<string, unknown>;
      try {
        // Anything but a form (the door's check posts `{}` as JSON) reads as no fields at all.
        form = await c.req.parseBody();
      } catch {
        throw new HttpError(400, extra.badRequest);
      }
      const fields = imageSchemas.studioImageUpload.body.safeParse({ kind: form['kind'] });
      const file = form['file'];
      const errors: Record<string, string> = {};
      if (!fields.success) errors['kind'] = fields.error.issues[0]!.message;
      if (!(file instanceof File)) errors['file'] = authMessages.fileMissing;
      if (!fields.success || !(file instanceof File)) throw new FieldErrors(errors);
      if (file.size > MAX_IMAGE_UPLOAD_BYTES) throw new HttpError(413, imageMessages.fileTooLarge);

      const kind = fields.data.kind;
      const made = await reencodeStudioImage(new Uint8Array(await file.arrayBuffer()), kind);
      const widths = made.map((m) => m.width);
      const id = randomBytes(16).toString('hex');
      const url = keptImageUrl('', id, widths);
      const written: string[] = [];
      try {
        await fs.mkdir(dir, { recursive: true });
        for (const { width, webp } of made) {
          const file = path.join(dir, imageFileName(id, widths, width));
          await fs.writeFile(file, webp, { flag: 'wx' });
          written.push(file);
        }
        const now = deps.clock.now();
        await inTransaction(deps.db, (trx) =>
          recordAudit(trx, now, {
            userId: c.get('staff').userId,
            entity: 'image',
            entityId: id,
            action: 'upload',
            after: { kind, url, widths, name: file.name.slice(0, 200) },
          }),
        );
      } catch (error) {
        // Nothing stored without its audit record.
        await Promise.all(written.map((f) => fs.rm(f, { force: true })));
        throw error;
      }
      // A site path, as the seeded `/art/…`: every instance serves it from the shared UPLOADS_DIR
      // and the worker's image cache keeps it (decision 054).
      return ok(c, { kind, url, widths }, imageMessages.uploaded);
    },
  );

  return app;
}
