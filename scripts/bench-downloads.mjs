// Offline downloads (decision 029), measured in Chromium against the real server:
//  - throughput: the bytes of each download over the time from pressing "Татаж авах" to the
//    record being done, against a plain fetch of the very same URLs from the same page
//    (6 at a time, the browser's per-host limit), for Background Fetch and for the page-driven
//    path (the browser's Background Fetch removed);
//  - storage overhead: what navigator.storage.estimate() says the origin grew by, over the
//    media bytes stored;
//  - offline first frame: with every connection cut, from pressing "Тоглуулах" on /downloads
//    to the first video frame (requestVideoFrameCallback).
//   node scripts/bench-downloads.mjs [--titles 6] [--runs 5] [--quality 1080]
// Aims (issue 16): throughput at least 0.8 of the plain fetch, overhead under 5%, first frame
// under 500 ms. The sample title is 12 seconds (about 1 MB at 720p), so each download's fixed
// costs (the grant, the manifest, starting a Background Fetch and storing its results) weigh far
// more than on a real episode; the plain fetch pays none of them.
import { buildIfStale } from './build-if-stale.mjs';
import { launchChromium } from './chromium.mjs';
import { startFlakyProxy } from './flaky-proxy.mjs';
import { startServer } from './test-server.mjs';
import { flag, machine, median } from './bench/common.mjs';
import { login, storeSessionInPage } from './bench/session.mjs';

const TITLES = Number(flag('titles', '6'));
const RUNS = Number(flag('runs', '5'));
const PHONE = { width: 390, height: 844 };

async function api(base, path, token) {
  const response = await fetch(`${base}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()).data;
}

/** A signed-in page under the worker's control (the app's own idb-keyval session keys). */
async function signedInPage(browser, url, session, backgroundFetch) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'mn-MN' });
  if (!backgroundFetch) {
    await context.addInitScript(() => {
      delete ServiceWorkerRegistration.prototype.backgroundFetch;
    });
  }
  const page = await context.newPage();
  await page.goto(`${url}/policy`);
  await storeSessionInPage(page, session);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  return { context, page };
}

/** The download records in IndexedDB, as the page sees them. */
function readRecords(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('btv-downloads');
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('records').objectStore('records').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      }),
  );
}

const usage = (page) => page.evaluate(() => navigator.storage.estimate().then((e) => e.usage));

/** Presses "Татаж авах" on the watch page and waits for the record to be done. */
async function downloadOne(page, url, episode) {
  await page.goto(`${url}/watch/${episode.anime_id}/${episode.id}?start=over`);
  const button = page.getByRole('button', { name: 'Татаж авах', exact: true });
  await button.waitFor({ timeout: 30_000 });
  const started = Date.now();
  await button.click();
  for (;;) {
    const record = (await readRecords(page)).find((r) => r.id === `e${episode.id}`);
    if (record?.state === 'done') {
      return { ms: Date.now() - started, record };
    }
    if (record?.state === 'failed') throw new Error(`download failed: ${record.error}`);
    await page.waitForTimeout(20);
  }
}

/** The same URLs, fetched plainly from the page, 6 at a time. */
function plainFetch(page, urls) {
  return page.evaluate(async (list) => {
    const queue = [...list];
    let bytes = 0;
    const started = performance.now();
    const worker = async () => {
      for (let u = queue.shift(); u; u = queue.shift()) {
        const response = await fetch(u, { cache: 'no-store' });
        bytes += (await response.arrayBuffer()).byteLength;
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    return { ms: performance.now() - started, bytes };
  }, urls);
}

const remoteUrls = (record) =>
  record.files
    .filter((f) => f.path !== 'manifest.mpd')
    .map((f) => new URL(f.source ?? f.path, record.remoteBase).href);

async function throughput(browser, url, session, episodes, backgroundFetch) {
  const { context, page } = await signedInPage(browser, url, session, backgroundFetch);
  const ratios = [];
  let engineBytes = 0;
  let engineMs = 0;
  let plainBytes = 0;
  let plainMs = 0;
  for (const episode of episodes) {
    const { ms, record } = await downloadOne(page, url, episode);
    const bytes = record.files.reduce((sum, f) => sum + (f.bytes ?? 0), 0);
    const plain = await plainFetch(page, remoteUrls(record));
    engineBytes += bytes;
    engineMs += ms;
    plainBytes += plain.bytes;
    plainMs += plain.ms;
    ratios.push(bytes / ms / (plain.bytes / plain.ms));
  }
  const records = await readRecords(page);
  await context.close();
  return {
    engine: (engineBytes / 1e6 / (engineMs / 1000)).toFixed(1),
    plain: (plainBytes / 1e6 / (plainMs / 1000)).toFixed(1),
    ratio: median(ratios).toFixed(2),
    overall: (engineBytes / engineMs / (plainBytes / plainMs)).toFixed(2),
    perTitleMs: Math.round(engineMs / episodes.length),
    records,
  };
}

async function overhead(browser, url, session, episodes) {
  const { context, page } = await signedInPage(browser, url, session, true);
  // What a visit keeps anyway (the API answers, artwork, dash.js in the worker's cache) is not
  // the download's: visit every watch page first, then measure.
  for (const episode of episodes) {
    await page.goto(`${url}/watch/${episode.anime_id}/${episode.id}?start=over`);
    await page.getByRole('button', { name: 'Татаж авах', exact: true }).waitFor();
  }
  await page.waitForTimeout(1000);
  const before = await usage(page);
  let media = 0;
  for (const episode of episodes) {
    const { record } = await downloadOne(page, url, episode);
    media += record.files.reduce((sum, f) => sum + (f.bytes ?? 0), 0);
  }
  await page.waitForTimeout(1000);
  const after = await usage(page);
  const details = await page.evaluate(() =>
    navigator.storage.estimate().then((e) => e.usageDetails ?? null),
  );
  await context.close();
  return { media, grew: after - before, details };
}

async function firstFrame(browser, url, session, proxy, episode) {
  const { context, page } = await signedInPage(browser, proxy.url, session, true);
  await downloadOne(page, proxy.url, episode);
  // dash.js, kept by the worker once a page has loaded it, and the play route's chunks.
  await page.goto(`${proxy.url}/downloads`);
  proxy.setMode('down');
  await context.setOffline(true);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${proxy.url}/downloads`);
    const play = page
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: 'Тоглуулах', exact: true });
    await play.waitFor({ timeout: 15_000 });
    await page.evaluate(() => {
      window.__frame = new Promise((resolve) => {
        const started = performance.now();
        const watch = () => {
          const video = document.querySelector('video');
          if (!video) return requestAnimationFrame(watch);
          video.requestVideoFrameCallback(() => resolve(performance.now() - started));
        };
        document.addEventListener('click', () => requestAnimationFrame(watch), {
          capture: true,
          once: true,
        });
      });
    });
    await play.click();
    times.push(await page.evaluate(() => window.__frame));
  }
  proxy.setMode('pass');
  await context.close();
  return times;
}

buildIfStale();
console.log(`machine: ${machine()}`);
console.log("Chromium and the server share the machine's cores; localhost, no throttling.");
const server = await startServer();
const proxy = await startFlakyProxy(server.url);
const browser = await launchChromium();
try {
  const session = await login(server.url);
  const episodes = [];
  for (let series = 1; episodes.length < TITLES * 3 + 1 && series < 40; series++) {
    const list = await api(server.url, `/api/m/episodes/${series}/0`, session.token);
    if (Array.isArray(list)) episodes.push(...list);
  }
  const sets = [0, 1, 2].map((i) => episodes.slice(i * TITLES, (i + 1) * TITLES));
  const background = await throughput(browser, server.url, session, sets[0], true);
  const page = await throughput(browser, server.url, session, sets[1], false);
  const quality = background.records[0]?.quality;
  console.log(
    `\nthroughput (${TITLES} episodes each, ${quality}p, MB/s; ratio = median per title)`,
  );
  console.log(
    '| path | download | plain fetch | ratio (median title) | ratio (all bytes) | per title |',
  );
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| Background Fetch | ${background.engine} | ${background.plain} | ${background.ratio} | ${background.overall} | ${background.perTitleMs} ms |`,
  );
  console.log(
    `| page-driven | ${page.engine} | ${page.plain} | ${page.ratio} | ${page.overall} | ${page.perTitleMs} ms |`,
  );

  const { media, grew, details } = await overhead(browser, server.url, session, sets[2]);
  console.log(
    `\nstorage: ${(media / 1e6).toFixed(2)} MB of media; the origin grew by ${(grew / 1e6).toFixed(2)} MB` +
      ` (overhead ${(((grew - media) / media) * 100).toFixed(1)}%); by store after: ${JSON.stringify(details)}`,
  );

  const frames = await firstFrame(browser, server.url, session, proxy, episodes.at(-1));
  console.log(
    `\noffline "Тоглуулах" → first frame, ${RUNS} runs: median ${Math.round(median(frames))} ms` +
      ` (${frames.map((t) => Math.round(t)).join(', ')})`,
  );
} finally {
  await browser.close();
  await proxy.close();
  await server.stop();
}
