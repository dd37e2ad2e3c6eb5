import type { BankAppLink } from '../../../contract/entities';
import type { QPayDeepLink } from './qpay-client';

/** Schemes a page must never follow, whatever the provider sends. */
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const MAX_TEXT = 200;
const MAX_LINK = 4096;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : '';
}

function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** An app deep link (`khanbank://q?qPay_QRcode=…`) or https; never script or data URLs. */
export function safeAppLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const link = value.trim();
  if (!link || link.length > MAX_LINK || hasControlOrSpace(link)) return null;
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase();
  if (!scheme || FORBIDDEN_SCHEMES.has(scheme) || scheme === 'http') return null;
  return link;
}

/** Logos only over https (docs/reference-notes.md "QPay v2"); anything else shows no logo. */
export function safeLogo(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The provider's `urls` as the contract's bank-app links: the list is rendered as given (never a
 * hard-coded one), but entries without a name or a safe link are dropped.
 */
export function toBankAppLinks(urls: unknown): BankAppLink[] {
  if (!Array.isArray(urls)) return [];
  return urls.flatMap((entry: QPayDeepLink): BankAppLink[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const name = text(entry.name);
    const link = safeAppLink(entry.link);
    if (!name || !link) return [];
    return [
      { name, description: text(entry.description) || name, logo: safeLogo(entry.logo), link },
    ];
  });
}
