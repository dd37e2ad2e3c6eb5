import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { injectScript } from './inject-script';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

/** axe-core's WCAG 2.1 A/AA and best-practice rules over the given parts of the page. */
export async function axeViolations(page: Page, include: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectScript(page, axePath);
  const context = JSON.stringify({ include: include.map((s) => [s]) });
  const result = await page.evaluate<AxeResult>(
    `axe.run(${context}, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] })`,
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
