import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './media-secret';
import { PAID_PREFIX } from '../db/rows/media-folder';

/*
 * Paid media is served only under a signed path prefix (docs/decisions/013-signed-media-urls.md):
 *
 *   /media/s/{exp}/{user}/{sig}/paid/{folder}/{file}
 *
 * where sig = base64url(HMAC-SHA256(key, "{exp}:{user}:/media/paid/{folder}/")), key =
 * mediaUrlKey(secret), and exp is Unix seconds. The token sits in the path, before the title's
 * folder, so the manifest's relative segment, init and subtitle names resolve under the same
 * signed prefix without the manifest being rewritten, and a CDN can check every request with that
 * key alone (it never needs the server secret, which also keys the one-time codes).
 */

export const SIGNED_PREFIX = '/media/s/';

/** A title's folder name: m{media id} for movies, e{episode id} for episodes. */
const FOLDER = /^[a-z0-9-]{1,64}$/;

export interface MediaGrant {
  /** Unix seconds; the URL answers 403 from this second on. */
  exp: number;
  userId: number;
  folder: string;
}

/** The exact bytes the HMAC covers; a CDN must build the same string (README "Paid media"). */
export function signedString(grant: MediaGrant): string {
  return `${grant.exp}:${grant.userId}:${PAID_PREFIX}${grant.folder}/`;
}

/** The key URLs are signed with, and the one a CDN in front is given (README "Paid media"). */
export function mediaUrlKey(secret: string): Buffer {
  return derivedKey(secret, 'btv media urls');
}

function signature(secret: string, grant: MediaGrant): Buffer {
  return createHmac('sha256', mediaUrlKey(secret)).update(signedString(grant)).digest();
}

/** The folder of a stored paid path (`/media/paid/{folder}/…`), or null for any other path. */
export function paidFolderOf(storedPath: string): string | null {
  if (!storedPath.startsWith(PAID_PREFIX)) return null;
  const folder = storedPath.slice(PAID_PREFIX.length).split('/')[0] ?? '';
  return FOLDER.test(folder) ? folder : null;
}

/**
 * The signed site path for a stored paid path, or the path unchanged when it is not paid (free
 * folders, podcasts, the hover preview stay public).
 */
export function signMediaPath(
  secret: string,
  storedPath: string,
  grant: Omit<MediaGrant, 'folder'>,
): string {
  const folder = paidFolderOf(storedPath);
  if (folder === null) return storedPath;
  const sig = signature(secret, { ...grant, folder }).toString('base64url');
  return `${SIGNED_PREFIX}${grant.exp}/${grant.userId}/${sig}/paid/${storedPath.slice(PAID_PREFIX.length)}`;
}

export type Verdict =
  | { ok: true; grant: MediaGrant; file: string }
  | { ok: false; reason: 'malformed' | 'expired' | 'too-long' | 'signature' };

/**
 * A number exactly as signMediaPath writes it: no leading zero, sign, exponent or space. Any other
 * spelling of the same number (`0042`) would pass the HMAC, which covers the number, yet be
 * another URL to a CDN, which signs the text it sees (README "Paid media"): a second cache key
 * for the same grant, and a URL the edge and the origin disagree on.
 */
const CANONICAL_NUMBER = /^(?:0|[1-9][0-9]{0,14})$/;
const SIG = /^[A-Za-z0-9_-]{43}$/;

/**
 * Instances (and a CDN) may disagree about the time by a little; an expiry this much past now +
 * TTL is still one this service could have signed a moment ago on another clock.
 */
export const CLOCK_SKEW_MS = 60_000;

/**
 * Checks a request path under /media/s/. The signature is compared in constant time; a file name
 * that could climb out of the folder (`..`, encoded dots or slashes, backslashes) is malformed.
 * `maxLifeMs` is MEDIA_URL_TTL_SECONDS: no URL this service signs lives longer, so a later expiry
 * (a key that leaked, a TTL since lowered) is refused however good its signature.
 */
export function verifySignedPath(
  secret: string,
  requestPath: string,
  nowMs: number,
  maxLifeMs: number,
): Verdict {
  if (!requestPath.startsWith(SIGNED_PREFIX)) return { ok: false, reason: 'malformed' };
  const [exp, user, sig, paid, folder, ...rest] = requestPath
    .slice(SIGNED_PREFIX.length)
    .split('/');
  const file = rest.join('/');
  if (
    exp === undefined ||
    user === undefined ||
    sig === undefined ||
    folder === undefined ||
    paid !== 'paid' ||
    !CANONICAL_NUMBER.test(exp) ||
    !CANONICAL_NUMBER.test(user) ||
    !SIG.test(sig) ||
    !FOLDER.test(folder) ||
    file === '' ||
    rest.some((part) => part === '' || part === '.' || part === '..') ||
    /[%\\]/.test(file)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const grant: MediaGrant = { exp: Number(exp), userId: Number(user), folder };
  const expected = signature(secret, grant);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  // Checked after the signature so an attacker learns nothing about a forged URL's expiry.
  if (grant.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  if (grant.exp * 1000 > nowMs + maxLifeMs + CLOCK_SKEW_MS) {
    return { ok: false, reason: 'too-long' };
  }
  return { ok: true, grant, file };
}
