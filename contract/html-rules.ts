/*
 * What HTML from the server may hold (descriptions, FAQ answers, content pages, newsletters):
 * DOMPurify's defaults less these. Shared by the viewer app, which sanitises when it shows the
 * HTML (src/ui/safe-html.tsx), and the studio's server, which sanitises when it stores it
 * (server/domain/studio-html.ts), so both refuse the same things. DOMPurify-free: plain values.
 */

/** Link and image targets: http(s), mailto, tel, a path (not `//host` or `/\host`), a fragment. */
export const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

export const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
];

export const FORBIDDEN_ATTRIBUTES = ['style'];
