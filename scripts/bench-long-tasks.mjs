// Main-thread long tasks while `/` loads and builds on a phone with Lighthouse's 4x CPU slowdown:
// per run the number of tasks over 50 ms, the longest, their blocking time (each task's time past
// 50 ms, summed, as TBT counts it) and how many elements the page holds at the end; median of RUNS.
//   node scripts/bench-long-tasks.mjs [--runs 3] [--cpu-slowdown 4] [--settle 8000]
// Uses DIST_DIR when set (e.g. an older build to compare), else builds dist/ when it is stale.
// Target (issue 15): no task over 50 ms.
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { launchChromium } from './chromium.mjs';
import { startServer } from './test-server.mjs';
import { flag, machine, spread } from './bench/common.mjs';

const RUNS = Number(flag('runs', '3'));
const CPU_SLOWDOWN = Number(flag('cpu-slowdown', '4'));
const SETTLE_MS = Number(flag('settle', '8000'));
const PHONE = { width: 390, height: 844 };

async function run(browser, url) {
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
  await page.getByRole('region', { name: 'Онцлох', exact: true }).waitFor({ timeout: 60_000 });
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
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    runs.push(await run(browser, `${server.url}/`));
    console.log(JSON.stringify(runs.at(-1)));
  }
} finally {
  await browser.close();
  await server.stop();
}
const of = (key) => spread(runs.map((r) => r[key]));
console.log(
  `\n/ on a 390 px phone, CPU slowed ${CPU_SLOWDOWN}x, first visit, ${SETTLE_MS} ms after the hero; ` +
    `${dist ? `DIST_DIR=${dist}` : 'dist/'}; server, browser and page on the same machine`,
);
console.table([
  {
    runs: runs.length,
    'tasks > 50 ms (median)': of('count').median,
    'longest ms (median)': of('longest').median,
    'longest ms (max)': of('longest').max,
    'blocking ms (median)': of('blocking').median,
    'elements (median)': of('elements').median,
  },
]);
