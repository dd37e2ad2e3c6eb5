import type { BrowserContext } from 'playwright-core';

export interface CspViolation {
  /** `event`: the document's securitypolicyviolation; `console`: Chromium's error line. */
  via: 'event' | 'console';
  /** The effective directive (events only). */
  directive?: string;
  /** 'inline', 'eval' or the refused URL (events only). */
  blocked?: string;
  text: string;
}

/**
 * Every Content-Security-Policy violation in a browser context, from two witnesses: the
 * document's `securitypolicyviolation` event (reported through a DevTools binding, which no
 * policy can block and which survives navigations) and Chromium's console error for it, which
 * also covers what fires before the listener exists.
 */
export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  await context.exposeBinding(
    '__reportCsp',
    (_source, v: { directive: string; blocked: string; at: string }) => {
      seen.push({
        via: 'event',
        directive: v.directive,
        blocked: v.blocked,
        text: `${v.directive} blocked ${v.blocked} at ${v.at}`,
      });
    },
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCsp: (v: object) => void }).__reportCsp;
    document.addEventListener('securitypolicyviolation', (e) => {
      report({
        directive: e.effectiveDirective,
        blocked: e.blockedURI || 'inline',
        at: e.documentURI,
      });
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) seen.push({ via: 'console', text });
  });
  return seen;
}
