import type { BrowserContext } from 'playwright-core';

/**
 * Every Content-Security-Policy violation in a browser context, from two witnesses: the
 * document's `securitypolicyviolation` event (reported through a DevTools binding, which no
 * policy can block and which survives navigations) and Chromium's console error for it, which
 * also covers what fires before the listener exists.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__reportCsp', (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp;
    document.addEventListener('securitypolicyviolation', (e) => {
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.documentURI}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) seen.push(`console: ${text}`);
  });
  return seen;
}
