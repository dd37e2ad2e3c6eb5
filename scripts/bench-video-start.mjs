// Time from pressing play to the first video frame on localhost, per forced rendition
// (480/720/1080), as the 30-day demo user on the seed's first free episode; plus the gzip size of
// the player chunks from the build manifest. Needs a build (`npm run build`, or DIST_DIR=…).
//   node scripts/bench-video-start.mjs [--runs 5]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { startServer } from './test-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const RENDITIONS = [
  { level: 0, height: 480 },
  { level: 1, height: 720 },
  { level: 2, height: 1080 },
];
const USER = { phone: '99119911', password: '2580' };

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()).data;
}

/** idb-keyval's default store, written before the app starts. */
async function seedIndexedDb(page, base, entries) {
  await page.goto(`${base}/policy`);
  await page.evaluate(
    (pairs) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          for (const [key, value] of pairs) tx.objectStore('keyval').put(value, key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    entries,
  );
}

/** One cold run: open the episode, wait for the play button, press it, time the first frame. */
async function measure(browser, base, session, episodePath, level) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'mn-MN',
  });
  const page = await context.newPage();
  await seedIndexedDb(page, base, [
    ['auth.token', session.token],
    ['auth.userId', session.id],
    ['pref.quality', level],
  ]);
  const opened = Date.now();
  await page.goto(`${base}${episodePath}`);
  const play = page.getByRole('button', { name: 'Тоглуулах', exact: true }).first();
  await page.locator('[data-started]').or(play).first().waitFor({ timeout: 30_000 });
  // The big play button shows once the stream is ready; the control bar's is there before.
  await page.waitForFunction(() => document.querySelector('video')?.readyState >= 1, null, {
    timeout: 30_000,
  });
  const readyMs = Date.now() - opened;
  await page.evaluate(() => {
    const video = document.querySelector('video');
    window.__bench = new Promise((resolve) => {
      let pressed = 0;
      document.addEventListener('pointerdown', () => (pressed = performance.now()), {
        capture: true,
        once: true,
      });
      const done = (how) =>
        resolve({ ms: performance.now() - pressed, how, height: video.videoHeight });
      if ('requestVideoFrameCallback' in video) {
        const onFrame = (_now, meta) => {
          if (pressed && meta.mediaTime > 0 && !video.paused) done('requestVideoFrameCallback');
          else video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
      } else {
        video.addEventListener('timeupdate', function tick() {
          if (video.currentTime > 0 && !video.paused) {
            video.removeEventListener('timeupdate', tick);
            done('playing+currentTime');
          }
        });
      }
    });
  });
  await play.click();
  const result = await page.evaluate(() => window.__bench);
  const shown = await page.locator('video').getAttribute('data-quality');
  await context.close();
  return { ...result, readyMs, shown: Number(shown) || result.height };
}

function gzipOf(file) {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** The dash.js chunk and the player chunk that imports it, from Vite's manifest. */
function playerChunks() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const dashKey = Object.keys(manifest).find((k) => k.includes('node_modules/dashjs'));
  const rows = [];
  if (dashKey) rows.push({ chunk: 'dash.js (lazy)', file: manifest[dashKey].file });
  for (const [, chunk] of Object.entries(manifest)) {
    if ((chunk.dynamicImports ?? []).includes(dashKey)) {
      rows.push({ chunk: 'player (engine, controls, watch UI)', file: chunk.file });
    }
  }
  return rows.map((r) => ({ ...r, gzipKB: (gzipOf(r.file) / 1024).toFixed(1) }));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
  console.error(`no build in ${dist}: run npm run build (or set DIST_DIR)`);
  process.exit(1);
}

const server = await startServer({ DIST_DIR: dist });
const browser = await launchChromium();
try {
  const login = await json(`${server.url}/api/m/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(USER),
  });
  const session = { token: login.access_token, id: login.id };
  const episodes = await json(`${server.url}/api/m/episodes/1/0`);
  const free = episodes.find((e) => e.is_free);
  const episodePath = `/watch/${free.anime_id}/${free.id}`;
  // One warm-up so the first measured run does not pay for the server's first reads.
  await measure(browser, server.url, session, episodePath, 0);

  const table = [];
  for (const { level, height } of RENDITIONS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measure(browser, server.url, session, episodePath, level));
    }
    const ms = runs.map((r) => r.ms);
    table.push({
      rendition: `${height}p`,
      'shown (px)': [...new Set(runs.map((r) => r.shown))].join('/'),
      runs: RUNS,
      'median ms': Math.round(median(ms)),
      'min ms': Math.round(Math.min(...ms)),
      'max ms': Math.round(Math.max(...ms)),
      'open→ready ms': Math.round(median(runs.map((r) => r.readyMs))),
      measured: runs[0].how,
    });
  }
  console.log(`\npress play → first frame, ${episodePath} on ${server.url} (Chromium, localhost)`);
  console.table(table);
  console.log('\nplayer chunks (gzip):');
  console.table(playerChunks());
} finally {
  await browser.close();
  await server.stop();
}
