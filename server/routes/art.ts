import { Hono } from 'hono';
import { extra } from '../../contract/messages';
import type { AppDeps } from '../deps';
import { artwork, parseArtFile, servedWidth } from '../domain/artworks';
import { artworkWebp } from '../domain/artwork-webp';

// An artwork never changes once written (new art gets a new id), so browsers may keep it forever.
const headers = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Opened directly, an SVG is a document: forbid scripts and outside loads just in case.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * GET /art/:file — the seed's generated pictures: `<id>.svg` as drawn, and the WebP files of
 * decision 091, `<id>-<widths>.webp` (the widest) and `<id>-<width>.webp` (each narrower one).
 */
export function artRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const webpOf = artworkWebp(deps.config.artCacheDir);
  app.get('/art/:file', async (c) => {
    const name = c.req.param('file');
    const file = parseArtFile(name);
    if (!file) return c.json({ status: false, msg: extra.badRequest }, 400);
    const art = await artwork(deps.db, file.id);
    if (art === undefined) return c.json({ status: false, msg: extra.notFound }, 404);
    if (file.svg) return c.body(art.svg, 200, { ...headers, 'Content-Type': 'image/svg+xml' });
    const width = servedWidth(file.id, art.kind, name);
    if (width === null) return c.json({ status: false, msg: extra.notFound }, 404);
    const webp = await webpOf(art.svg, art.kind, width);
    return c.body(new Uint8Array(webp), 200, { ...headers, 'Content-Type': 'image/webp' });
  });
  return app;
}
