// Main-thread long tasks while a page loads and builds on a phone with Lighthouse's 4x CPU
// slowdown: per run the number of tasks over 50 ms, the longest, their blocking time (each task's
// time past 50 ms, summed, as TBT counts it) and how many elements the page holds at the end;
// median of RUNS. `/` by default; `--pages all` adds the pages Lighthouse is run on (a listing, a
// series detail, /faq).
//   node scripts/bench-long-tasks.mjs [--runs 3] [--cpu-slowdown 4] [--settle 8000] [--pages all]
// Uses DIST_DIR when set (e.g. an older build to compare), else builds dist/ when it is stale.
// Target (issue 15): no task over 50 ms.
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { launchChromium } from './chromium.mjs';
import { startServer } from './test-server.mjs';
import { firstVisitPages, flag, machine, spread } from './bench/common.mjs';

const RUNS = Number(flag('runs', '3'));
const CPU_SLOWDOWN = Number(flag('cpu-slowdown', '4'));
const SETTLE_MS = Number(flag('settle', '8000'));
const PHONE = { width: 390, height: 844 };

async function run(browser, url, home) {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'mn-MN',
    isMobile: true,
    hasTouch: true,
    // A first visit: the worker would answer later loads from its caches.
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => {
    const tasks = [];
    Object.assign(window, { longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  if (home) {
    await page.getByRole('region', { name: 'Онцлох', exact: true }).waitFor({ timeout: 60_000 });
  } else {
    // The app has taken the server's first view over (decision 032) once #root is no longer inert.
    await page.locator('#root:not([inert]) main').waitFor({ timeout: 60_000 });
  }
  await page.waitForTimeout(SETTLE_MS);
  const result = await page.evaluate(() => ({
    tasks: window.longTasks,
    elements: document.getElementsByTagName('*').length,
  }));
  await context.close();
  return {
    count: result.tasks.length,
    longest: Math.round(Math.max(0, ...result.tasks)),
    blocking: Math.round(result.tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
    elements: result.elements,
  };
}

const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined;
if (!dist) buildIfStale();
console.log(`machine: ${machine()}`);
const server = await startServer(dist ? { DIST_DIR: dist } : {});
const browser = await launchChromium();
const rows = [];
try {
  const pages = flag('pages', 'home') === 'all' ? await firstVisitPages(server.url) : ['/'];
  for (const pathname of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await run(browser, `${server.url}${pathname}`, pathname === '/'));
      console.log(pathname, JSON.stringify(runs.at(-1)));
    }
    const of = (key) => spread(runs.map((r) => r[key]));
    rows.push({
      page: pathname,
      runs: runs.length,
      'tasks > 50 ms (median)': of('count').median,
      'longest ms (median)': of('longest').median,
      'longest ms (max)': of('longest').max,
      'blocking ms (median)': of('blocking').median,
      'elements (median)': of('elements').median,
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `\nA 390 px phone, CPU slowed ${CPU_SLOWDOWN}x, first visit, ${SETTLE_MS} ms after the page is ` +
    `the app's (/: its hero); ${dist ? `DIST_DIR=${dist}` : 'dist/'}; server, browser and page on ` +
    'the same machine',
);
console.table(rows);
