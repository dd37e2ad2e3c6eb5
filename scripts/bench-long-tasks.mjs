// Main-thread long tasks while a page loads and builds on a phone with Lighthouse's 4x CPU
// slowdown: per run the number of tasks over 50 ms, the longest, their blocking time (each task's
// time past 50 ms, summed, as TBT counts it) and how many elements the page holds at the end;
// median of RUNS. Where the time goes comes from the Long Animation Frames API: the longest single
// script (a module's evaluation, a callback: the app's and its libraries' own work) with the file
// it ran from, and the longest style and layout of a frame (the browser's work on the page, which
// no script can split). `/` by default; `--pages all` adds the pages Lighthouse is run on (a
// listing, a series detail, /faq).
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
    const frames = [];
    Object.assign(window, { longTasks: tasks, longFrames: frames });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        const longest = frame.scripts.toSorted((a, b) => b.duration - a.duration)[0];
        const end = frame.startTime + frame.duration;
        frames.push({
          script: longest?.duration ?? 0,
          // "module-script framework-….js", "event-listener MessagePort.onmessage", …
          source: longest ? `${longest.invokerType} ${longest.sourceURL.split('/').pop()}` : '',
          layout: frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0,
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
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
    frames: window.longFrames,
    elements: document.getElementsByTagName('*').length,
  }));
  await context.close();
  return {
    count: result.tasks.length,
    longest: Math.round(Math.max(0, ...result.tasks)),
    blocking: Math.round(result.tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
    script: Math.round(Math.max(0, ...result.frames.map((f) => f.script))),
    scriptSource: result.frames.toSorted((a, b) => b.script - a.script)[0]?.source ?? '',
    layout: Math.round(Math.max(0, ...result.frames.map((f) => f.layout))),
    elements: result.elements,
  };
}

/** The value most runs share (the first of them on a tie). */
function mostOften(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
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
      'longest script ms (median)': of('script').median,
      'longest script (most runs)': mostOften(runs.map((r) => r.scriptSource)),
      'longest style and layout ms (median)': of('layout').median,
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
