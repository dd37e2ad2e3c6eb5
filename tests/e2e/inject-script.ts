import fs from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * Runs a script file (axe-core) in the page through DevTools evaluation. The app's CSP refuses
 * inline scripts, and page.addScriptTag would add one; evaluation is outside the page's policy.
 */
export async function injectScript(page: Page, file: string): Promise<void> {
  await page.evaluate(fs.readFileSync(file, 'utf8'));
}
