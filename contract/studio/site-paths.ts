import type { StudioRoute } from './route';

/*
 * The site room (docs/decisions/058-studio-site-pages-and-packs.md): the site's own texts (FAQ,
 * content pages 47/48/49), its links and logos (editors), and the access packs with their prices
 * (finance). FAQ items and content pages name the `version` they edited; a stale save is a 409.
 */
export const sitePaths = {
  /** Every FAQ item, in the order viewers see them. */
  studioFaq: { method: 'GET', path: '/api/studio/faq', role: 'editor', writes: false },
  /** A new item, last in the list. */
  studioFaqCreate: { method: 'POST', path: '/api/studio/faq', role: 'editor', writes: true },
  studioFaqUpdate: { method: 'PUT', path: '/api/studio/faq/:id', role: 'editor', writes: true },
  studioFaqDelete: { method: 'DELETE', path: '/api/studio/faq/:id', role: 'editor', writes: true },
  /** One place up or down. */
  studioFaqMove: { method: 'POST', path: '/api/studio/faq/:id/move', role: 'editor', writes: true },
  /** The content pages (about, terms, privacy). */
  studioPages: { method: 'GET', path: '/api/studio/pages', role: 'editor', writes: false },
  studioPage: { method: 'GET', path: '/api/studio/pages/:id', role: 'editor', writes: false },
  studioPageUpdate: {
    method: 'PUT',
    path: '/api/studio/pages/:id',
    role: 'editor',
    writes: true,
  },
  /** The footer's links by kind, in order, and the logos. */
  studioLinks: { method: 'GET', path: '/api/studio/links', role: 'editor', writes: false },
  studioLinkCreate: { method: 'POST', path: '/api/studio/links', role: 'editor', writes: true },
  studioLinkUpdate: {
    method: 'PUT',
    path: '/api/studio/links/:id',
    role: 'editor',
    writes: true,
  },
  studioLinkDelete: {
    method: 'DELETE',
    path: '/api/studio/links/:id',
    role: 'editor',
    writes: true,
  },
  /** One place up or down among the links of its kind. */
  studioLinkMove: {
    method: 'POST',
    path: '/api/studio/links/:id/move',
    role: 'editor',
    writes: true,
  },
  studioLogoUpdate: {
    method: 'PUT',
    path: '/api/studio/logos/:id',
    role: 'editor',
    writes: true,
  },
  /** The access packs, in the order the viewer's /pack page shows them. */
  studioPacks: { method: 'GET', path: '/api/studio/packs', role: 'finance', writes: false },
  studioPackCreate: { method: 'POST', path: '/api/studio/packs', role: 'finance', writes: true },
  studioPackUpdate: {
    method: 'PUT',
    path: '/api/studio/packs/:id',
    role: 'finance',
    writes: true,
  },
  /** Refused for a pack an invoice names: the invoice keeps pointing at it. */
  studioPackDelete: {
    method: 'DELETE',
    path: '/api/studio/packs/:id',
    role: 'finance',
    writes: true,
  },
  studioPackMove: {
    method: 'POST',
    path: '/api/studio/packs/:id/move',
    role: 'finance',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;
