import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Config } from '../config';
import type { BuiltIndex } from './built-index';
import type { ClientIpResolver } from '../http/client-ip';
import type { FirstView, FirstViews } from './first-view/first-view';
import { PACE_MS, type DocumentPace } from '../http/document-pace';
import { appPolicy } from './security-headers';
import { firstViewPage } from './first-view/first-view-page';
import {
  documentEncoding,
  encodeDocument,
  encodeDocumentOffThread,
  type DocumentEncoding,
} from '../http/compress-document';
import { loadRouteHints } from './route-hints';
import { FIRST_VIEW_GUEST, FIRST_VIEW_HEADER } from '../../contract/first-view-header';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_COPIES = 200;

interface RenderedDocument {
  page: string;
  policy: string;
  /** Each compressed copy, made once; a promise so that requests meanwhile share it. */
  encoded: Map<DocumentEncoding, Promise<Uint8Array<ArrayBuffer> | string>>;
}

/**
 * Media (with HTTP Range, from serveStatic), uploads, the built PWA under /btv/, and index.html
 * for every other GET so client-side routes survive a reload.
 */
export function staticRoutes(
  config: Config,
  index: BuiltIndex,
  { views, pace }: { views: FirstViews; pace: DocumentPace },
  clientIp: ClientIpResolver,
) {
  const app = new Hono();
  const rel = (dir: string) => path.relative(process.cwd(), dir) || '.';
  // Uploads land here later; the folder exists from the start so serving it never warns.
  fs.mkdirSync(config.uploadsDir, { recursive: true });

  // Every navigation answers index.html; a new build brings a new manifest, so the hints are
  // rebuilt with the page.
  const hintsFor = index.derive(() => loadRouteHints(config.distDir));
  // The shell differs only by its route's hints: each compressed copy is made once per build,
  // not per request. Brotli's set-up alone is most of a millisecond, and a flood of URLs that get
  // the shell made it the largest cost of a document (decision 038).
  type Copies = Map<DocumentEncoding, Uint8Array<ArrayBuffer> | string>;
  let shells = { html: '', byTags: new Map<string, Copies>() };
  const shellOf = (html: string, pathname: string, encoding: DocumentEncoding) => {
    if (shells.html !== html) shells = { html, byTags: new Map() };
    // The tags are one cached string per route file, so looking them up hashes them once.
    const tags = hintsFor().tags(pathname, false);
    let copies = shells.byTags.get(tags);
    if (!copies) {
      copies = new Map();
      shells.byTags.set(tags, copies);
      // A few dozen route files; the bound is a guard.
      if (shells.byTags.size > SHELL_COPIES)
        shells.byTags.delete(shells.byTags.keys().next().value!);
    }
    let body = copies.get(encoding);
    if (body === undefined) {
      body = encodeDocument(tags ? html.replace('</head>', `${tags}</head>`) : html, encoding);
      copies.set(encoding, body);
    }
    return body;
  };

  // A cached first view is one object for every request of its URL: the document made from it,
  // its policy (a hash of about 150 KB of styles) and each compressed copy are made once.
  const documents = new WeakMap<FirstView, RenderedDocument>();
  const documentOf = (view: FirstView, html: string, pathname: string) => {
    let made = documents.get(view);
    if (!made) {
      const page = firstViewPage(
        html,
        hintsFor().tags(pathname, true),
        view,
        hintsFor().styles(pathname),
        hintsFor().loginFiles(),
      );
      made = { page, policy: appPolicy(config, page), encoded: new Map() };
      documents.set(view, made);
    }
    return made;
  };

  const serveIndex = async (c: Context) => {
    const html = index.html();
    if (html === null) return c.text('Build the PWA first: npm run build', 503);
    const client = clientIp(c);
    const paced = await pace.wait(client);
    if (paced === 'full') {
      c.header('Retry-After', '1');
      return c.text('Service busy, try again shortly', 503);
    }
    // Said in the answer, so an operator (and a test) sees which documents were held.
    if (paced === 'held') c.header('Server-Timing', `held;dur=${PACE_MS}`);
    const answer = c.req.method === 'GET' ? await views.answer(new URL(c.req.url), client) : null;
    // A variant of a page's URL (`/series/detail/01`, a trailing slash) goes to the page's own.
    if (answer?.kind === 'redirect') return c.redirect(answer.location, 301);
    c.header('Cache-Control', 'no-cache');
    const view = answer?.kind === 'view' ? answer.view : null;
    const encoding = documentEncoding(c.req.header('Accept-Encoding'));
    let body: Uint8Array<ArrayBuffer> | string;
    if (view) {
      const made = documentOf(view, html, c.req.path);
      c.header('Content-Security-Policy', made.policy);
      // A guest's page, one for everyone (rendered with no session): the worker may keep it and
      // answer a later navigation with it (decision 077). The shell carries no mark.
      c.header(FIRST_VIEW_HEADER, FIRST_VIEW_GUEST);
      let encoded = made.encoded.get(encoding);
      if (!encoded) {
        const page = made.page;
        encoded = encodeDocumentOffThread(page, encoding).catch(() =>
          encodeDocument(page, encoding),
        );
        made.encoded.set(encoding, encoded);
      }
      body = await encoded;
    } else {
      body = shellOf(html, c.req.path, encoding);
    }
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    if (encoding) c.header('Content-Encoding', encoding);
    return typeof body === 'string' ? c.body(body) : c.body(body);
  };
  // `/media` is also an app route (the content listing); only `/media/...` are files.
  app.get('/media', serveIndex);
  app.use(
    '/media/*',
    serveStatic({
      root: rel(config.mediaDir),
      rewriteRequestPath: (p) => p.replace(/^\/media/, ''),
      onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=3600'),
    }),
  );
  // A studio image's name is new for every upload and never rewritten (decision 054). Set on the
  // answer itself: a header serveStatic's onFound sets comes after its body is made, and is lost.
  app.use('/uploads/images/*', async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.res.headers.set('Cache-Control', IMMUTABLE);
  });
  app.use(
    '/uploads/*',
    serveStatic({
      root: rel(config.uploadsDir),
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=86400'),
    }),
  );
  // The build's own files (.vite/manifest.json maps every route to its chunks) are for the
  // server and the scripts, not for visitors: no dot-named file or folder is served.
  app.all('/btv/*', (c, next) =>
    c.req.path.split('/').some((part) => part.startsWith('.')) ? c.text('Not found', 404) : next(),
  );
  app.use(
    '/btv/*',
    serveStatic({
      root: rel(config.distDir),
      precompressed: true,
      rewriteRequestPath: (p) => p.replace(/^\/btv/, ''),
      onFound: (p, c) => {
        // `p` may be the precompressed twin (sw.js.br), so match the name, not the ending.
        if (/\/sw\.js(\.(br|gz|zst))?$/.test(p)) {
          // The worker lives under /btv/ with the assets but controls the whole origin.
          c.header('Service-Worker-Allowed', '/');
          c.header('Cache-Control', 'no-cache');
        } else if (p.includes('/assets/')) c.header('Cache-Control', IMMUTABLE);
        else c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  app.all('/btv/*', (c) => c.text('Not found', 404));
  app.all('/media/*', (c) => c.text('Not found', 404));
  app.all('/uploads/*', (c) => c.text('Not found', 404));
  // Downloaded files live on the device; only the service worker answers them (decision 029).
  app.all('/offline-media/*', (c) => c.text('Not found', 404));

  // Crawlers ask the origin root; without this they would get the app shell as robots.txt.
  app.get('/robots.txt', (c) =>
    c.text('User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /profile\n'),
  );
  app.get('*', serveIndex);
  return app;
}
