// Pages on a poor link (issue 29, "Measured"): a phone at 400 kbit/s down and up, 400 ms round
// trips, CPU slowed 4x (the "can you afford it" budget: interactive within 5 s on a first load,
// 2 s on a repeat). For `/`, a listing and a series page, a first visit (fresh profile, no
// worker) and a repeat visit (same profile, once the worker controls it): FCP and LCP, the time
// until a tap on the header's "Нэвтрэх" was answered (a dialog showed: its frame while the code is
// on its way, decision 081/082; tapped every 200 ms from the start of the navigation), until a
// dialog's phone field was shown to type in (the first view's copy too, decision 087), until a tap on a link to another page started a
// navigation (first visits; the server's page follows it before the app runs, decision 083), and
// the bytes over the wire, the page's and the worker's apart.
//   node scripts/bench-page-poor-link.mjs [--runs 3] [--pages /,/faq] [--save-data] [--http2]
// `--http2`: through a TLS + HTTP/2 front (bench/h2-proxy.mjs), as behind the production proxy;
// without it the browser meets the server's own HTTP/1.1 and its six connections per host.
// LCP stops at the first input, so paints and taps are measured in separate profiles. Needs a
// build (DIST_DIR=… for another one).
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import {
  PHONE,
  flag,
  firstVisitPages,
  machine,
  newPhoneContext,
  sleep,
  spread,
} from './bench/common.mjs';
import { CHROMIUM_ARGS, launchChromium } from './chromium.mjs';
import { startServer } from './test-server.mjs';
import { pageBytes, workerBytes } from './bench/wire-bytes.mjs';
import { startH2Proxy } from './bench/h2-proxy.mjs';

const RUNS = Number(flag('runs', '3'));
const PAGES = flag('pages', '');
/** `--save-data`: the browser also says Save-Data (navigator.connection.saveData). */
const SAVE_DATA = flag('save-data', 'false') === 'true';
const HTTP2 = flag('http2', 'false') === 'true';
/** DevTools' Network.emulateNetworkConditions: the issue's 400 kbit/s, 400 ms link. */
export const POOR_LINK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};
const CPU_SLOWDOWN = 4;
const TAP_EVERY_MS = 200;
const GIVE_UP_MS = 60_000;

/**
 * For context.addInitScript: when the first dialog showed (the frame counts), and when a dialog
 * first showed a field to type in (the first view's copy of the frame counts once its form is
 * shown: decision 087), in ms from navigation start.
 */
function DIALOG_WATCH() {
  window.__dialogAt = null;
  window.__formAt = null;
  new MutationObserver(() => {
    if (window.__dialogAt === null && document.querySelector('[role="dialog"]'))
      window.__dialogAt = performance.now();
    const fields = document.querySelectorAll('[role="dialog"] input');
    if (window.__formAt === null && [...fields].some((field) => field.checkVisibility()))
      window.__formAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributeFilter: ['hidden'] });
}

/**
 * For context.addInitScript: when the tab first set off to another path (the Navigation API's
 * navigate event, which a followed link and the app's router both fire), in ms from the
 * navigation start of the page it left; kept in sessionStorage, which outlives the load.
 */
function NAVIGATE_WATCH() {
  if (!('navigation' in window)) return;
  window.navigation.addEventListener('navigate', (event) => {
    if (new URL(event.destination.url).pathname === location.pathname) return;
    if (sessionStorage.getItem('bench.leftAt') === null)
      sessionStorage.setItem('bench.leftAt', String(performance.now()));
  });
}

/** The middle of the first link on screen to another path of the site, or null. */
function LINK_ON_SCREEN() {
  for (const link of document.querySelectorAll('#root a[href]')) {
    const to = new URL(link.href);
    if (to.origin !== location.origin || to.pathname === location.pathname) continue;
    // A carousel's hidden slides are inert on their own, for the app and before it.
    const inert = link.parentElement?.closest('[inert]');
    if (inert && inert.id !== 'root') continue;
    const box = link.getBoundingClientRect();
    const inView =
      box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    if (box.width >= 8 && box.height >= 8 && inView)
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return null;
}

async function newPhone(browser) {
  const context = await newPhoneContext(browser);
  await context.addInitScript(DIALOG_WATCH);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', POOR_LINK);
  if (SAVE_DATA) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const bytes = pageBytes(cdp);
  const workers = await workerBytes(cdp, POOR_LINK);
  const counters = {
    page: bytes.total,
    worker: workers.total,
    total: () => bytes.total() + workers.total(),
  };
  return { context, page, counters };
}

/**
 * FCP, and LCP once the wire has been quiet (no input was made, so LCP is final); whether the
 * worker answered the navigation.
 */
async function paints(page, counters) {
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { timeout: 120_000, polling: 250 },
  );
  await quiet(counters, 2000);
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const nav = performance.getEntriesByType('navigation')[0];
          resolve({
            fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
            lcp: list.getEntries().at(-1)?.startTime ?? null,
            byWorker: nav ? nav.workerStart > 0 : false,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Until nothing has crossed the wire for `quietMs` (the page's bytes and the worker's). */
async function quiet(counters, quietMs = 3000) {
  let last = counters.total();
  let since = Date.now();
  for (;;) {
    await sleep(250);
    const now = counters.total();
    if (now !== last) [last, since] = [now, Date.now()];
    else if (Date.now() - since >= quietMs) return;
  }
}

function waitForWorker(page) {
  return page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 180_000,
    polling: 500,
  });
}

/** For page.evaluate: the middle of the header's "Нэвтрэх" button, or null while it is not drawn. */
function LOGIN_ON_SCREEN() {
  const button = document.querySelector('header [data-login-opener]');
  const box = button?.getBoundingClientRect();
  if (!box || box.width === 0) return null;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Navigates and taps "Нэвтрэх" every TAP_EVERY_MS until a dialog shows, then waits for its phone
 * field: `tap` and `form` in ms from navigation start, null when not within GIVE_UP_MS. The
 * button is found by a plain query in the page, as the link runs find theirs: a Playwright
 * locator first installs its injected script, which at 4x CPU outlasted the tap interval, so on
 * a repeat visit the first tap went out up to a second after the button was drawn.
 */
async function tapUntilDialog(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  const started = Date.now();
  const seen = () => page.evaluate(() => [window.__dialogAt, window.__formAt]).catch(() => null);
  let tap = null;
  for (;;) {
    const [dialogAt, formAt] = (await seen()) ?? [null, null];
    tap ??= dialogAt;
    if (formAt !== null) return { tap, form: formAt };
    if (Date.now() - started > GIVE_UP_MS) return { tap, form: null };
    if (tap === null) {
      const point = await page.evaluate(LOGIN_ON_SCREEN).catch(() => null);
      if (point) await page.touchscreen.tap(point.x, point.y);
    }
    await sleep(TAP_EVERY_MS);
  }
}

/**
 * A first visit that taps the first link on screen to another page every TAP_EVERY_MS from the
 * start of the navigation: ms until a navigation set off, null when not within GIVE_UP_MS.
 */
async function linkRun(browser, url) {
  const { context, page } = await newPhone(browser);
  await context.addInitScript(NAVIGATE_WATCH);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const started = Date.now();
    for (;;) {
      const left = await page
        .evaluate(() => sessionStorage.getItem('bench.leftAt'))
        .catch(() => null);
      if (left !== null) return Number(left);
      if (Date.now() - started > GIVE_UP_MS) return null;
      const point = await page.evaluate(LINK_ON_SCREEN).catch(() => null);
      if (point) await page.touchscreen.tap(point.x, point.y);
      await sleep(TAP_EVERY_MS);
    }
  } finally {
    await context.close();
  }
}

/** The counters' growth while `action` runs, and until the wire is quiet again. */
async function measured(counters, action) {
  const page0 = counters.page();
  const worker0 = counters.worker();
  const result = await action();
  await quiet(counters);
  return {
    ...result,
    pageKB: (counters.page() - page0) / 1024,
    workerKB: (counters.worker() - worker0) / 1024,
  };
}

async function paintRun(browser, url) {
  const { context, page, counters } = await newPhone(browser);
  const first = await measured(counters, async () => {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const timings = await paints(page, counters);
    await waitForWorker(page);
    return timings;
  });
  const repeat = await measured(counters, async () => {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    return paints(page, counters);
  });
  await context.close();
  return { first, repeat };
}

async function tapRun(browser, url) {
  const { context, page, counters } = await newPhone(browser);
  const first = await measured(counters, async () => {
    const answered = await tapUntilDialog(page, url);
    await waitForWorker(page);
    return answered;
  });
  const repeat = await measured(counters, () => tapUntilDialog(page, url));
  await context.close();
  return { first, repeat };
}

function row(page, visit, paintsOf, tapsOf, linksOf) {
  const of = (list, key) => spread(list.map((r) => r[key]).filter((v) => v !== null));
  const range = (s) => `${s.median} (${s.min}–${s.max})`;
  const kb = (list, key) => {
    const s = spread(list.map((r) => r[key]));
    return `${s.median} (${s.min}–${s.max})`;
  };
  return {
    page,
    visit,
    'FCP ms': range(of(paintsOf, 'fcp')),
    'LCP ms': range(of(paintsOf, 'lcp')),
    'tap answered ms': range(of(tapsOf, 'tap')),
    'form ready ms': range(of(tapsOf, 'form')),
    'no answer': tapsOf.filter((r) => r.tap === null).length,
    'link followed ms': linksOf ? range(spread(linksOf.filter((v) => v !== null))) : '',
    'page KB': kb(paintsOf, 'pageKB'),
    'worker KB': kb(paintsOf, 'workerKB'),
    'by worker': paintsOf.filter((r) => r.byWorker).length,
  };
}

const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined;
if (!dist) buildIfStale();
const server = await startServer(dist ? { DIST_DIR: dist } : {});
const front = HTTP2 ? await startH2Proxy(server.url) : null;
const origin = front?.url ?? server.url;
const browser = await launchChromium(
  front ? { args: [...CHROMIUM_ARGS, ...front.chromiumArgs] } : {},
);
const rows = [];
try {
  const all = await firstVisitPages(server.url);
  const pages = PAGES ? PAGES.split(',') : all.slice(0, 3);
  for (const pagePath of pages) {
    const url = `${origin}${pagePath}`;
    const paintRuns = [];
    const tapRuns = [];
    const linkRuns = [];
    for (let i = 0; i < RUNS; i++) {
      paintRuns.push(await paintRun(browser, url));
      tapRuns.push(await tapRun(browser, url));
      linkRuns.push(await linkRun(browser, url));
    }
    for (const visit of ['first', 'repeat']) {
      rows.push(
        row(
          pagePath,
          visit,
          paintRuns.map((r) => r[visit]),
          tapRuns.map((r) => r[visit]),
          visit === 'first' ? linkRuns : null,
        ),
      );
    }
  }
} finally {
  await browser.close();
  await front?.stop();
  await server.stop();
}
console.log(
  `\npages on a poor link: ${PHONE.width}×${PHONE.height} phone, ${(POOR_LINK.downloadThroughput * 8) / 1000} kbit/s ` +
    `down and up, ${POOR_LINK.latency} ms round trips, CPU slowed ${CPU_SLOWDOWN}×` +
    `${SAVE_DATA ? ', Save-Data on' : ''}${HTTP2 ? ', over TLS and HTTP/2' : ', over HTTP/1.1'}; ${RUNS} runs, median (min–max); ${new Date().toISOString()}`,
);
console.log(machine());
console.table(rows);
console.log(
  'tap answered: a dialog showed (the frame while the code is on its way counts), tapping ' +
    '"Нэвтрэх" every 200 ms from navigation start; form ready: a phone field was shown to ' +
    "type in (the first view's copy counts); " +
    'link followed (first visits): a navigation to another page set off, tapping the first ' +
    'link on screen to one every 200 ms. ' +
    'KB: encoded bytes of responses that crossed the network (not those the worker or the HTTP ' +
    "cache answered), from navigation start until 3 s without a byte; the first visit's run until " +
    'the worker controls the page, so its install and precache are in it. Chromium throttles each ' +
    'DevTools target apart: the worker has a 400 kbit/s link of its own, where a phone would share one.',
);
