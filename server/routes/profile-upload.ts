import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authMessages } from '../../contract/endpoints/auth';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { currentUserId } from '../http/request-user';
import { AVATAR_EXT, reencodeAvatar } from '../domain/avatar-image';
import { mediaUrl } from '../domain/media-url';
import { avatarsDir } from '../domain/upload-files';
import { hitWindow } from '../domain/throttle';
import { HttpError } from '../http/http-error';
import { ok } from '../http/respond';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const UPLOADS_PER_HOUR = 30;

/**
 * Avatar upload (docs/product.md §7 `/lambda/krud/upload`, field `file`): PNG, JPEG, WebP or GIF by their
 * bytes, at most 2 MB and 4096×4096, decoded and stored re-encoded (domain/avatar-image.ts) under
 * a random name in UPLOADS_DIR/avatars, served by server/web/static.ts. The profile save then sends
 * the returned URL as `avatar`; uploads never saved are swept (domain/upload-files.ts).
 */
export function uploadRoutes(deps: AppDeps): Hono {
  const dir = avatarsDir(deps.config);
  const app = new Hono();

  app.post(
    paths.upload.path,
    async (c, next) => {
      // Before the body is read: no buffering for strangers.
      const userId = await currentUserId(c, deps);
      if (userId === null) throw new HttpError(401, extra.unauthorized);
      await hitWindow(deps, `upload:${userId}`, UPLOADS_PER_HOUR, 60 * 60 * 1000);
      await next();
    },
    bodyLimit({
      maxSize: MAX_AVATAR_BYTES + MULTIPART_OVERHEAD,
      onError: (c) => c.json({ status: false, msg: authMessages.fileTooLarge }, 413),
    }),
    async (c) => {
      let file: unknown;
      try {
        file = (await c.req.parseBody())['file'];
      } catch {
        throw new HttpError(400, extra.badRequest);
      }
      if (!(file instanceof File)) throw new HttpError(400, authMessages.fileMissing);
      if (file.size > MAX_AVATAR_BYTES) throw new HttpError(413, authMessages.fileTooLarge);
      const image = await reencodeAvatar(new Uint8Array(await file.arrayBuffer()));

      const name = `${randomBytes(16).toString('hex')}.${AVATAR_EXT}`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), image, { flag: 'wx' });
      return ok(c, { url: mediaUrl(deps.config, `/uploads/avatars/${name}`) });
    },
  );

  return app;
}
