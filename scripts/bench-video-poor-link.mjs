// Video on a 1.5 Mbit/s link (issue 29): press play → first frame, the rendition it started at,
// and stalls after the start (count and longest), with 1080p saved, as a new viewer on the seed's
// first free episode. Each run is a fresh browser profile: its first playback knows the link only
// from the browser's estimate (navigator.connection), the next one (the second free episode) also
// from what the first measured. Needs a build (`npm run build`, or DIST_DIR=…).
//   node scripts/bench-video-poor-link.mjs [--runs 5] [--details]
import fs from 'node:fs';
import path from 'node:path';
import { addUser } from './bench/add-user.mjs';
import { flag, machine, spread } from './bench/common.mjs';
import { login, storeSessionInPage } from './bench/session.mjs';
import { launchChromium } from './chromium.mjs';
import { LINK_RECORDER, SLOW_LINK, mediaEvents, stallsOf } from './poor-link.mjs';
import { startServer } from './test-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
const RUNS = Number(flag('runs', '5'));
/** `--details`: every playback's media events, to see where a stall fell. */
const DETAILS = flag('details', 'false') === 'true';
const PIN = '4826';

/** 1080p (level 2) saved, as a viewer who chose it on a good link would have. */
async function seedPreference(page) {
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(2, 'pref.quality');
          tx.oncomplete = () => resolve(open.result.close());
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** Opens an episode, presses play, and follows the whole 12-second title on the slow link. */
async function playOnce(page, base, episodePath) {
  await page.goto(`${base}${episodePath}`);
  const play = page.getByRole('button', { name: 'Тоглуулах', exact: true }).first();
  await play.waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('video')?.readyState >= 1, null, {
    timeout: 60_000,
  });
  await page.evaluate(() => {
    const video = document.querySelector('video');
    window.__firstFrame = new Promise((resolve) => {
      let pressed = 0;
      document.addEventListener('pointerdown', () => (pressed = performance.now()), {
        capture: true,
        once: true,
      });
      const onFrame = (_now, meta) => {
        if (pressed && meta.mediaTime > 0 && !video.paused) {
          resolve({ ms: performance.now() - pressed, height: video.videoHeight });
        } else video.requestVideoFrameCallback(onFrame);
      };
      video.requestVideoFrameCallback(onFrame);
    });
  });
  await play.click();
  const first = await page.evaluate(() => window.__firstFrame);
  await page.waitForFunction(
    () => {
      const video = document.querySelector('video');
      return video.ended || video.currentTime > 11.5 || document.querySelector('[data-error]');
    },
    null,
    { timeout: 120_000 },
  );
  const log = await page.evaluate(() => window.__link);
  const heights = [
    ...new Set(
      mediaEvents(log)
        .map((e) => e.height)
        .filter((h) => h > 0),
    ),
  ];
  if (DETAILS) {
    const start = mediaEvents(log).find((e) => e.type === 'playing')?.at ?? 0;
    const line = mediaEvents(log).map(
      (e) => `${e.type}@${e.time.toFixed(2)}s/${e.height}p${Math.round(e.at - start)}ms`,
    );
    console.log(`${episodePath}: ${line.join(' ')}`);
  }
  return { ...first, stalls: stallsOf(log), heights, error: log.errorShown };
}

async function run(browser, server, episodes, i) {
  const phone = `7788${String(i).padStart(4, '0')}`;
  addUser({ DATA_DIR: server.dataDir }, phone, PIN);
  const session = await login(server.url, { phone, pin: PIN });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'mn-MN',
    // Media never pass through the worker; leaving it out keeps the emulated link the only path.
    serviceWorkers: 'block',
  });
  await context.addInitScript(LINK_RECORDER);
  const page = await context.newPage();
  await page.goto(`${server.url}/policy`);
  await storeSessionInPage(page, session);
  await seedPreference(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  const first = await playOnce(page, server.url, episodes[0]);
  const next = await playOnce(page, server.url, episodes[1]);
  await context.close();
  return { first, next };
}

function summarise(label, runs) {
  const stalls = runs.flatMap((r) => r.stalls);
  return {
    playback: label,
    runs: runs.length,
    'first frame ms (median)': spread(runs.map((r) => r.ms)).median,
    'first frame ms (min–max)': `${spread(runs.map((r) => r.ms)).min}–${spread(runs.map((r) => r.ms)).max}`,
    'started at': [...new Set(runs.map((r) => `${r.height}p`))].join('/'),
    'renditions played': [...new Set(runs.flatMap((r) => r.heights))]
      .sort((a, b) => a - b)
      .map((h) => `${h}p`)
      .join('/'),
    stalls: stalls.length,
    'runs with a stall': runs.filter((r) => r.stalls.length > 0).length,
    'longest stall ms': stalls.length ? Math.round(Math.max(...stalls)) : 0,
    'error panel': runs.filter((r) => r.error).length,
  };
}

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`no build in ${dist}: run npm run build (or set DIST_DIR)`);
  process.exit(1);
}

const server = await startServer({ DIST_DIR: dist });
const browser = await launchChromium();
try {
  const list = await fetch(`${server.url}/api/m/episodes/1/0`).then((r) => r.json());
  const free = list.data.filter((e) => e.is_free).slice(0, 2);
  const episodes = free.map((e) => `/watch/${e.anime_id}/${e.id}`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(browser, server, episodes, i));
  const link = `${(SLOW_LINK.downloadThroughput * 8) / 1e6} Mbit/s down, ${SLOW_LINK.latency} ms`;
  console.log(`\nvideo on a poor link (${link}), 1080p saved, ${new Date().toISOString()}`);
  console.log(machine());
  console.table([
    summarise(
      'first on the device',
      runs.map((r) => r.first),
    ),
    summarise(
      'next (link measured)',
      runs.map((r) => r.next),
    ),
  ]);
} finally {
  await browser.close();
  await server.stop();
}
