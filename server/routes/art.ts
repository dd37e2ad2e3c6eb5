import { Hono } from 'hono';
import { extra } from '../../contract/messages';
import type { AppDeps } from '../deps';
import { artworkSvg } from '../domain/artworks';

// An artwork never changes once written (new art gets a new id), so browsers may keep it forever.
const headers = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Opened directly, an SVG is a document: forbid scripts and outside loads just in case.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** GET /art/:id.svg — the seed's generated posters, banners, logos and avatars. */
export function artRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/art/:file', async (c) => {
    const match = /^(\d{1,15})\.svg$/.exec(c.req.param('file'));
    if (!match?.[1]) return c.json({ status: false, msg: extra.badRequest }, 400);
    const svg = await artworkSvg(deps.db, Number(match[1]));
    if (svg === undefined) return c.json({ status: false, msg: extra.notFound }, 404);
    return c.body(svg, 200, headers);
  });
  return app;
}
