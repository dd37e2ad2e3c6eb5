import type { BankAppLink } from '@contract/entities';

// Schemes that run code or read local data instead of opening a bank app.
const BLOCKED_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

/** A deep link the provider sent, if it is one a bank app can open; null otherwise. */
export function safeAppLink(link: string): string | null {
  const trimmed = link.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  // new URL() lower-cases the scheme and drops tabs/newlines, so 'Java\tScript:' is caught too.
  if (BLOCKED_SCHEMES.has(url.protocol)) return null;
  if (url.protocol === 'http:') return null;
  return trimmed;
}

/** Logos are shown only from https (docs/reference-notes.md "QPay v2"): no mixed content, no tracking over http. */
export function safeLogo(logo: string | null): string | null {
  if (!logo) return null;
  try {
    return new URL(logo).protocol === 'https:' ? logo : null;
  } catch {
    return null;
  }
}

/*
 * The bank apps whose marks ship with the app (public/banks/), by their deep link's scheme: the
 * tile never depends on qpay.mn being reachable. A bank QPay adds later shows QPay's logo.
 */
const SHIPPED_LOGOS = new Set([
  'qpaywallet',
  'khanbank',
  'statebankmongolia',
  'xacbank',
  'tdbbank',
  'socialpay-payment',
  'most',
  'nibank',
  'capitronbank',
]);

export function shippedLogo(href: string): string | null {
  const scheme = href.slice(0, href.indexOf(':')).toLowerCase();
  return SHIPPED_LOGOS.has(scheme) ? `/btv/banks/${scheme}.svg` : null;
}

export interface BankTile {
  key: string;
  name: string;
  label: string;
  href: string;
  /** Images to try in turn: the app's own mark, then the provider's https logo. */
  logos: string[];
}

/** The invoice's `urls` as tiles: unsafe links dropped, remote logos kept only when https. */
export function bankTiles(urls: readonly BankAppLink[]): BankTile[] {
  const tiles: BankTile[] = [];
  urls.forEach((entry, index) => {
    const href = safeAppLink(entry.link);
    if (!href) return;
    const label = entry.description.trim() || entry.name.trim();
    const logos = [shippedLogo(href), safeLogo(entry.logo)].filter((l): l is string => !!l);
    tiles.push({ key: `${index}-${entry.name}`, name: entry.name, label, href, logos });
  });
  return tiles;
}
