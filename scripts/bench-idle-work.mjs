// What a guest's first visit of `/` runs once the page is idle (the login dialog's code on a good
// link, the worker's registration), on a phone with Lighthouse's 4x CPU slowdown and a new
// browser each run, as Lighthouse starts each run cold: the longest idle callback's own time, and
// the long tasks from the first idle callback to 3 s after it (their count, the longest, and their
// time past 50 ms, summed as TBT counts it). Median of RUNS; `--compare <dist>` runs a second
// build (e.g. a worktree's) in turn with this one, in the same sitting, since this host's speed
// drifts between sittings.
//   node scripts/bench-idle-work.mjs [--runs 8] [--compare /tmp/wt-base/dist]
import { buildIfStale } from './build-if-stale.mjs';
import { launchChromium } from './chromium.mjs';
import { startServer } from './test-server.mjs';
import { PHONE, flag, machine, median } from './bench/common.mjs';

const RUNS = Number(flag('runs', '8'));
const COMPARE = flag('compare', '');
const WINDOW_MS = 3000;

async function run(url) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addInitScript(() => {
      const native = window.requestIdleCallback.bind(window);
      const idle = [];
      const tasks = [];
      Object.assign(window, { idleCallbacks: idle, longTasks: tasks });
      window.requestIdleCallback = (callback, options) =>
        native((deadline) => {
          const start = performance.now();
          try {
            callback(deadline);
          } finally {
            idle.push({ start, ms: performance.now() - start });
          }
        }, options);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${url}/`);
    await page.waitForFunction(() => window.idleCallbacks.length > 0, null, { timeout: 60_000 });
    await page.waitForTimeout(WINDOW_MS);
    return await page.evaluate((windowMs) => {
      const first = Math.min(...window.idleCallbacks.map((c) => c.start));
      const inWindow = window.longTasks.filter(([at]) => at >= first && at < first + windowMs);
      return {
        idle: Math.max(...window.idleCallbacks.map((c) => c.ms)),
        tasks: inWindow.length,
        longest: Math.max(0, ...inWindow.map(([, ms]) => ms)),
        blocking: inWindow.reduce((sum, [, ms]) => sum + Math.max(0, ms - 50), 0),
      };
    }, WINDOW_MS);
  } finally {
    await browser.close();
  }
}

buildIfStale();
const builds = [{ name: 'this build', server: await startServer() }];
if (COMPARE) builds.push({ name: COMPARE, server: await startServer({ DIST_DIR: COMPARE }) });
const results = new Map(builds.map((b) => [b.name, []]));
try {
  for (let i = 0; i < RUNS; i++)
    for (const build of builds) results.get(build.name).push(await run(build.server.url));
} finally {
  for (const build of builds) await build.server.stop();
}
console.log(
  `${machine()}; ${RUNS} runs each, in turn; load generator and server on the same cores`,
);
console.table(
  [...results].map(([name, runs]) => ({
    build: name,
    'longest idle callback ms (median)': Math.round(median(runs.map((r) => r.idle))),
    'tasks > 50 ms (median)': median(runs.map((r) => r.tasks)),
    'longest ms (median)': Math.round(median(runs.map((r) => r.longest))),
    'blocking ms (median)': Math.round(median(runs.map((r) => r.blocking))),
    'blocking ms (sum of runs)': Math.round(runs.reduce((sum, r) => sum + r.blocking, 0)),
  })),
);
