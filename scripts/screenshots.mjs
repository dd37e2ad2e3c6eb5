// `npm run screenshots`: renders the main screens on a 390 px phone and a 1280 px desktop into
// docs/screenshots/*.png, against the real server on a fresh seeded database and the built app
// (DIST_DIR, default dist/; built first when stale unless DIST_DIR is given).
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { launchChromium } from './chromium.mjs';
import { startServer } from './test-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs/screenshots');
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

async function json(url) {
  const body = await (await fetch(url)).json();
  if (!body.status) throw new Error(`${url}: ${body.msg}`);
  return body.data;
}

/** What each screenshot shows: a path, and what to wait for (and do) before taking it. */
function screens(baseUrl, mediaId) {
  return [
    {
      name: 'home',
      path: '/',
      ready: (page) =>
        page.getByRole('region', { name: 'Онцлох', exact: true }).getByRole('heading').first(),
    },
    {
      name: 'listing',
      path: '/series/all/all/all/all?title=' + encodeURIComponent('Бүх ангилал'),
      ready: (page) => page.getByRole('list', { name: 'Бүх ангилал' }).getByRole('link').nth(5),
    },
    {
      name: 'detail-overlay',
      path: `/?media=${mediaId}`,
      ready: (page) => page.getByRole('dialog').getByRole('heading').first(),
    },
    {
      name: 'faq',
      path: '/faq',
      ready: (page) => page.getByRole('heading', { level: 1 }),
    },
    {
      name: 'login-dialog',
      path: '/',
      act: async (page) => {
        await page.locator('header').getByRole('button', { name: 'Нэвтрэх' }).click();
      },
      ready: (page) => page.getByRole('dialog').getByRole('textbox').first(),
    },
  ];
}

async function main() {
  if (!process.env.DIST_DIR) buildIfStale();
  fs.mkdirSync(outDir, { recursive: true });
  const server = await startServer({ DIST_DIR: process.env.DIST_DIR ?? path.join(root, 'dist') });
  const browser = await launchChromium();
  const written = [];
  const skipped = [];
  try {
    const slides = await json(`${server.url}/api/m/slides/big?multi=1`);
    const mediaId = slides.find((s) => s.media_id)?.media_id ?? 1;
    for (const [device, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, locale: 'mn-MN', deviceScaleFactor: 1 });
      for (const screen of screens(server.url, mediaId)) {
        const page = await context.newPage();
        const file = path.join(outDir, `${screen.name}-${device}.png`);
        try {
          await page.goto(`${server.url}${screen.path}`);
          await page.waitForLoadState('networkidle');
          if (screen.act) await screen.act(page);
          await screen.ready(page).waitFor({ timeout: 15_000 });
          // Let images decode and entrance animations finish.
          await page.waitForTimeout(700);
          await page.screenshot({ path: file });
          written.push(path.relative(root, file));
        } catch (error) {
          skipped.push(`${screen.name}-${device}: ${error.message.split('\n')[0]}`);
        } finally {
          await page.close();
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  for (const file of written) console.log(`wrote ${file}`);
  for (const note of skipped) console.warn(`skipped ${note}`);
  if (written.length === 0) process.exit(1);
}

await main();
