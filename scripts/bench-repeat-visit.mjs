// A repeat visit to `/` served by the service worker with the network cut: LCP, FCP and TTFB
// (ms from navigation start) over RUNS reloads on a phone viewport in Debian Chromium, beside the
// same reload online and a first visit (no worker yet) for comparison.
//   node scripts/bench-repeat-visit.mjs [--runs 5] [--cpu-slowdown 1]
// `--cpu-slowdown 4` asks Chromium for Lighthouse's mobile CPU throttling. Uses DIST_DIR when set,
// else builds dist/ when it is stale.
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { launchChromium } from './chromium.mjs';
import { startServer } from './test-server.mjs';
import { PHONE, flag, machine, newPhoneContext, spread } from './bench/common.mjs';
import { startFlakyProxy } from './flaky-proxy.mjs';

const RUNS = Number(flag('runs', '5'));
const CPU_SLOWDOWN = Number(flag('cpu-slowdown', '1'));
/** sw/cache-names.ts API_CACHE, and the reads the home loader makes (prefetch-home.ts). */
const API_CACHE = 'btv-api-v1';
const HOME_READS = ['/api/m/slides/big', '/api/m/media/home/cat', '/api/m/latest/anime/1'];

/** Paint timings of the current document; LCP is read once the page has settled. */
function paintTimings(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = null;
        new PerformanceObserver((list) => {
          lcp = list.getEntries().at(-1) ?? lcp;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // LCP can still move while late rows paint; a quiet second is long enough on localhost.
        setTimeout(() => {
          const nav = performance.getEntriesByType('navigation')[0];
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          const element = lcp?.element;
          resolve({
            lcp: lcp?.startTime ?? null,
            fcp: fcp?.startTime ?? null,
            ttfb: nav ? nav.responseStart : null,
            fromWorker: nav ? nav.workerStart > 0 : false,
            lcpElement: element
              ? `${element.tagName.toLowerCase()}${lcp.url ? ` ${new URL(lcp.url).pathname}` : ''}`
              : 'none',
            online: navigator.onLine,
          });
        }, 1000);
      }),
  );
}

async function visit(page, url, how) {
  if (how === 'reload') await page.reload({ waitUntil: 'load' });
  else await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('region', { name: 'Онцлох', exact: true }).waitFor({ timeout: 30_000 });
  return paintTimings(page);
}

async function newPhonePage(browser) {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  let cdp = null;
  if (CPU_SLOWDOWN > 1) {
    cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  return { context, page, cdp };
}

/** Controlled by the worker, with the home page's reads in its API cache. */
async function warm(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  // The first visit's reads happened before the worker controlled the page, so none is cached.
  await page.reload({ waitUntil: 'networkidle' });
  // Polled here: page.waitForFunction takes an async check's promise as truthy at once.
  const give = Date.now() + 30_000;
  const cached = () =>
    page.evaluate(
      async ({ cacheName, reads }) => {
        const keys = await (await caches.open(cacheName)).keys();
        return reads.every((read) => keys.some((request) => request.url.includes(read)));
      },
      { cacheName: API_CACHE, reads: HOME_READS },
    );
  while (!(await cached())) {
    if (Date.now() > give) throw new Error('the worker never cached the home reads');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function summarise(label, runs) {
  const of = (key) => spread(runs.map((r) => r[key]).filter((v) => v !== null));
  const lcp = of('lcp');
  const fcp = of('fcp');
  const ttfb = of('ttfb');
  return {
    visit: label,
    runs: runs.length,
    'LCP median': lcp.median,
    'LCP min': lcp.min,
    'LCP max': lcp.max,
    'FCP median': fcp.median,
    'TTFB median': ttfb.median,
    'by worker': runs.filter((r) => r.fromWorker).length,
    'LCP element': [...new Set(runs.map((r) => r.lcpElement))].join(', '),
  };
}

const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined;
if (!dist) buildIfStale();
console.log(`machine: ${machine()}`);
const server = await startServer(dist ? { DIST_DIR: dist } : {});
const proxy = await startFlakyProxy(server.url);
const browser = await launchChromium();
const home = `${proxy.url}/`;
const rows = [];
let cutDuringOffline = 0;
try {
  const first = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await newPhonePage(browser);
    first.push(await visit(page, home, 'goto'));
    await context.close();
  }
  rows.push(summarise('first visit, online (no worker yet)', first));

  const { context, page, cdp } = await newPhonePage(browser);
  await warm(page, home);
  const online = [];
  for (let i = 0; i < RUNS; i++) online.push(await visit(page, home, 'reload'));
  rows.push(summarise('repeat visit, online', online));

  proxy.setMode('down');
  await context.setOffline(true);
  // A second DevTools session (the CPU throttle's) keeps its own, online, network conditions.
  await cdp?.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const cutBefore = proxy.counts.cut;
  const offline = [];
  for (let i = 0; i < RUNS; i++) offline.push(await visit(page, home, 'reload'));
  rows.push(summarise('repeat visit, network cut', offline));
  cutDuringOffline = proxy.counts.cut - cutBefore;
  if (offline.some((r) => r.online)) throw new Error('the page still believed it was online');
  if (offline.some((r) => !r.fromWorker))
    throw new Error('an offline visit was not served by the worker');
  await context.close();
} finally {
  await browser.close();
  await proxy.close();
  await server.stop();
}
console.log(
  `\n/ on a ${PHONE.width}×${PHONE.height} phone viewport, Chromium, localhost` +
    `${CPU_SLOWDOWN > 1 ? `, CPU slowed ${CPU_SLOWDOWN}×` : ''}; ms from navigation start ` +
    '(network cut: the proxy drops every connection and the context is offline)',
);
console.table(rows);
console.log(`requests the worker tried and the cut network refused: ${cutDuringOffline}`);
