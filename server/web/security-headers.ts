import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { BuiltIndex } from './built-index';
import type { Config } from '../config';

/*
 * Security headers on every response (docs/engineering.md "Security headers and CSP"). Documents and
 * workers get the app's policy; anything else (JSON, images, media, text) gets a policy that
 * allows nothing, so a response opened on its own in a tab can never run or load anything.
 */

/**
 * Inline <style> elements libraries add at run time, allowed by hash rather than by
 * 'unsafe-inline'. Desktop Chromium adds none of them in our flows, so tests/e2e/csp.e2e.test.ts
 * cannot see them drift; tests/server/security-headers.test.ts finds them in the installed code.
 */
export const LIBRARY_STYLES = [
  // react-aria usePreventScroll on iOS, while a modal dialog is open.
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
  // react-aria usePress, once per document, for a pressable given a ref.
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  // dash.js appends an empty <style> and fills it through CSSOM (native cue styling).
  '',
];

/** Bank-app logos come from the payment provider's invoice (docs/reference-notes.md "QPay v2"). */
const PAYMENT_LOGO_ORIGIN = 'https://qpay.mn';

/** Features the app never uses are switched off; the player keeps fullscreen, PiP, autoplay. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
  'autoplay=(self)',
].join(', ');

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function originOf(url: string): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

type Directives = Record<string, string[]>;

const join = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** Inline <script> and <style> of the built index.html: build output, so trusted by hash. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    // A data block (a first view's JSON) never runs, so it needs no place in the policy.
    .filter(([, attrs]) => !/\bsrc\s*=|\btype\s*=\s*"application\/json"/i.test(attrs ?? ''))
    .map(([, , body]) => hash(body ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) =>
    hash(body ?? ''),
  );
  return { scripts, styles };
}

/** In every policy, also one a route sets itself (art's SVG): no plugins, <base>, or framing. */
const BASELINE: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The directives of `wanted` that `said` leaves out. */
const unsaid = (wanted: Directives, said: Directives | Set<string>) =>
  Object.entries(wanted).filter(([name]) =>
    said instanceof Set ? !said.has(name) : !(name in said),
  );

const policy = (directives: Directives) =>
  join({ ...directives, ...Object.fromEntries(unsaid(BASELINE, directives)) });

/** The policy of the app's documents and its service worker. */
export function appPolicy(config: Pick<Config, 'mediaBaseUrl'>, html = ''): string {
  const media = originOf(config.mediaBaseUrl);
  const extra = media ? [media] : [];
  const inline = inlineHashes(html);
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts],
    'style-src': ["'self'", ...inline.styles, ...LIBRARY_STYLES.map(hash)],
    // data: QR codes, blob: the avatar preview.
    'img-src': ["'self'", 'data:', 'blob:', PAYMENT_LOGO_ORIGIN, ...extra],
    // blob: dash.js plays through Media Source; subtitles are decrypted into blob: tracks.
    'media-src': ["'self'", 'blob:', ...extra],
    'connect-src': ["'self'", ...extra],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
  });
}

/** The QPay sandbox's server-made pages: their own inline <style>, a data: QR, forms to self. */
export const SANDBOX_POLICY = policy({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ['data:'],
  'form-action': ["'self'"],
});

/** For everything that is neither a document nor a script: nothing may load or run. */
export const LOCKED_POLICY = policy({ 'default-src': ["'none'"] });

/** A route's own policy with whatever baseline directive it left out. */
export function withBaseline(own: string): string {
  const said = new Set(own.split(';').map((part) => part.trim().split(/\s+/)[0] ?? ''));
  const missing = unsaid(BASELINE, said);
  return missing.length ? `${own}; ${join(Object.fromEntries(missing))}` : own;
}

/** Files that other origins (a CDN in front of MEDIA_BASE_URL) may embed. */
const EMBEDDABLE = /^\/(media|uploads|art)\//;

/**
 * HSTS when the public address is https (a TLS proxy in front): a year, without includeSubDomains
 * or preload, which would bind the operator's other hosts too (docs/decisions/039). Over plain
 * http a browser ignores the header, so it is not sent.
 */
export function transportSecurity(config: Pick<Config, 'payment'>): string | null {
  const base = config.payment.publicBaseUrl;
  return base?.startsWith('https://') ? 'max-age=31536000' : null;
}

export function securityHeaders(
  config: Pick<Config, 'mediaBaseUrl' | 'payment'>,
  index: BuiltIndex,
) {
  const policyForApp = index.derive((html) => appPolicy(config, html ?? ''));
  const hsts = transportSecurity(config);

  const handler: MiddlewareHandler = async (c, next) => {
    await next();
    const headers = c.res.headers;
    const type = headers.get('content-type') ?? '';
    const own = headers.get('content-security-policy');
    const pathname = c.req.path;
    let csp = LOCKED_POLICY;
    if (own) csp = withBaseline(own);
    else if (pathname.startsWith('/qpay-sandbox/')) {
      if (type.startsWith('text/html')) csp = SANDBOX_POLICY;
    } else if (/^text\/html|javascript/.test(type)) csp = policyForApp();

    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set(
      'Cross-Origin-Resource-Policy',
      EMBEDDABLE.test(pathname) ? 'cross-origin' : 'same-origin',
    );
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (hsts) headers.set('Strict-Transport-Security', hsts);
  };
  return handler;
}
