import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { extra } from '../../contract/messages';
import type { AppDeps } from '../deps';
import { folderOnSite } from '../domain/folder-on-site';
import { SAMPLE_FOLDER } from '../domain/media-folders';
import { isRevoked, REVOCATION_CHECK_MS } from '../domain/media-revocations';
import { requireSigningSecret } from '../domain/media-secret';
import { verifySignedPath, type MediaGrant } from '../domain/media-signing';
import { sharedReads } from '../domain/shared-reads';
import { liveSegmentWaiter } from '../http/live-segment-wait';

/** A manifest file inside a live channel's folder (`…/l12/s…mpd`), whatever the spelling. */
const LIVE_MANIFEST = /\/l[0-9]+\/(?:.*\/)?[^/]*\.mpd$/i;

function decodedPath(p: string): string {
  try {
    return decodeURIComponent(p).replace(/\\/g, '/');
  } catch {
    return p;
  }
}

/** A signed response may be reused by the browser while its URL is valid, never longer. */
const MAX_PRIVATE_AGE_S = 3600;

/**
 * Title media (docs/decisions/013-signed-media-urls.md):
 * - /media/s/{exp}/{user}/{sig}/paid/{folder}/… : a paid title's files, each request checked
 *   (signature, then expiry) before a byte is read; 403 otherwise.
 * - /media/paid/… unsigned: 403. /media/free/…: public. /media/title/… (the shared sample the
 *   folders link to) is not served at all, so paid bytes have no public path.
 * Everything else under /media/ (hover previews, podcast audio) stays with static.ts.
 * A folder whose title or episode is not published answers 404 to signed and free requests
 * alike (decision 052); the answer is kept for the catalogue cache time, as listings are.
 */
export function mediaRoutes(deps: Pick<AppDeps, 'config' | 'clock' | 'db'>) {
  const { config, clock, db } = deps;
  const onSite = sharedReads(config.catalogueCacheMs, clock);
  // A cancelled rental's URLs (decision 064): asked per user, folder and expiry, kept briefly.
  const revocations = sharedReads(REVOCATION_CHECK_MS, clock);
  const revoked = ({ grant }: { grant: MediaGrant }) =>
    revocations.read(`revoked ${grant.userId} ${grant.folder} ${grant.exp}`, () =>
      isRevoked(db, grant),
    );
  const withheld = async (folder: string | undefined) =>
    !folder || !(await onSite.read(`folder ${folder}`, () => folderOnSite(db, folder)));
  const gone = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    return c.text(extra.notFound, 404);
  };
  const app = new Hono();
  const rel = (dir: string) => path.relative(process.cwd(), dir) || '.';
  const freeRoot = path.join(config.mediaFoldersDir, 'free');
  const paidRoot = path.join(config.mediaFoldersDir, 'paid');
  const inPaid = (p: string) => p.replace(/^\/media\/s\/[^/]+\/[^/]+\/[^/]+\/paid/, '');
  const inFree = (p: string) => p.replace(/^\/media\/free/, '');
  // A live segment due but not yet written is waited for (decision 074, amended 2026-11-30).
  const waitForSegment = liveSegmentWaiter();
  for (const cls of ['free', 'paid']) {
    fs.mkdirSync(path.join(config.mediaFoldersDir, cls), { recursive: true });
  }
  const secret = requireSigningSecret(config);
  const refuse = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    return c.text(extra.mediaLinkInvalid, 403);
  };

  // A live channel's manifest comes only through its API route (decision 073): rewritten per
  // viewer, never stored by a cache. Decoded first: `%2Empd` is the same file to serveStatic.
  app.use('/media/*', async (c, next) => {
    if (LIVE_MANIFEST.test(decodedPath(c.req.path))) return gone(c);
    return next();
  });
  app.on(['GET', 'HEAD'], '/media/s/*', async (c, next) => {
    const verdict = verifySignedPath(secret, c.req.path, clock.now(), config.mediaUrlTtlMs);
    if (!verdict.ok || (await revoked(verdict))) return refuse(c);
    if (await withheld(verdict.grant.folder)) return gone(c);
    const left = Math.floor((verdict.grant.exp * 1000 - clock.now()) / 1000);
    // Set before the file is read: serveStatic's onFound runs after its response is built.
    c.header('Cache-Control', `private, max-age=${Math.min(MAX_PRIVATE_AGE_S, left)}`);
    await waitForSegment(paidRoot, inPaid(c.req.path));
    return next();
  });
  app.use(
    '/media/s/*',
    serveStatic({
      root: rel(paidRoot),
      rewriteRequestPath: inPaid,
    }),
  );
  app.all('/media/s/*', refuse);
  app.all('/media/paid/*', refuse);
  app.all(`/media/${SAMPLE_FOLDER}/*`, (c) => c.text(extra.notFound, 404));
  app.use('/media/free/*', async (c, next) => {
    if (await withheld(/^\/media\/free\/([^/]+)\//.exec(c.req.path)?.[1])) return gone(c);
    c.header('Cache-Control', 'public, max-age=3600');
    await waitForSegment(freeRoot, inFree(c.req.path));
    return next();
  });
  app.use(
    '/media/free/*',
    serveStatic({
      root: rel(freeRoot),
      rewriteRequestPath: inFree,
    }),
  );
  app.all('/media/free/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text(extra.notFound, 404);
  });
  return app;
}
