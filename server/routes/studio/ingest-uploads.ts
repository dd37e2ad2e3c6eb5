import { ingestSchemas } from '../../../contract/studio/endpoints/ingest';
import type { AppDeps } from '../../deps';
import { listedUpload } from '../../ingest/ingest-view';
import { uploadsOf } from '../../ingest/upload-records';
import { createUploadServer } from '../../ingest/upload-server';
import { extra } from '../../../contract/messages';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/respond';
import { parseQuery } from '../../http/validate';
import { studioRouter } from './studio-router';

/**
 * Source files over tus (docs/decisions/060-tus-upload.md): each tus call passes the studio's
 * door by its contract name first, then goes to @tus/server as the web Request it is.
 */
type UploadServer = ReturnType<typeof createUploadServer>;

export function studioUploadRoutes(deps: AppDeps) {
  const { app, on } = studioRouter(deps);
  // Made on the first upload call, not with the app: tus's file store makes its folder in the
  // background, and an app that closes before that (a test, a failed start) must not get an
  // uncaught error from a folder already gone.
  let server: UploadServer | undefined;
  const uploads = {
    handle: (...args: Parameters<UploadServer['handle']>) =>
      (server ??= createUploadServer(deps)).handle(...args),
  };

  on('studioUploads', async (c) => {
    const { owner_type, owner_id } = parseQuery(c, ingestSchemas.studioUploads.query);
    return ok(c, {
      max_bytes: deps.config.uploadMaxBytes,
      uploads: await Promise.all(
        (await uploadsOf(deps.db, owner_type, owner_id)).map((row) => listedUpload(deps, row)),
      ),
    });
  });
  on('studioUploadCreate', (c) => uploads.handle(c.req.raw, c.get('staff').userId));
  on('studioUploadOffset', (c) => {
    // Registered as GET (Hono's way to HEAD): a GET would have tus stream the file out; it never does.
    if (c.req.raw.method !== 'HEAD') throw new HttpError(404, extra.notFound);
    return uploads.handle(c.req.raw, c.get('staff').userId, c.req.param('id'));
  });
  for (const name of ['studioUploadPatch', 'studioUploadCancel'] as const) {
    on(name, (c) => uploads.handle(c.req.raw, c.get('staff').userId, c.req.param('id')));
  }
  return app;
}
