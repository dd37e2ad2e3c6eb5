// Offline soak: a logged-in user in Chromium makes ACTIONS random writes (every kind the service
// worker's outbox queues) and navigations while the network goes up and down at random. Then the
// network comes back, the outbox drains, and the server's SQLite file is compared with what the
// page was told: lost and doubled writes (both must be 0), writes overtaken by older ones, and
// counters that moved differently from their rows. Repeatable from the printed seed.
//   node scripts/bench-offline-soak.mjs [--actions 500] [--seed N]
// Network modes (scripts/bench/flaky-proxy.mjs): up; offline (every connection cut and the
// browser offline); down (cut, browser still believes it is online); drop-reply (the server
// commits, the reply is lost); fail500. Uses DIST_DIR when set, else builds dist/ when stale.
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildIfStale } from './build-if-stale.mjs';
import { launchChromium } from './chromium.mjs';
import { startServer } from './test-server.mjs';
import { flag, machine, prng, sleep } from './bench/common.mjs';
import { PAID_USER, login, storeSessionInPage } from './bench/session.mjs';
import { startFlakyProxy } from './flaky-proxy.mjs';
import { compare, counterDrift, counters, nextAction } from './bench/soak-actions.mjs';

const ACTIONS = Number(flag('actions', '500'));
const SEED = Number(flag('seed', String(Math.floor(Math.random() * 2 ** 31))));
const TOGGLE_CHANCE = 0.12;
const NETWORK = [
  ['up', 45],
  ['offline', 20],
  ['down', 15],
  ['drop-reply', 10],
  ['fail500', 10],
];
const USER = PAID_USER;
const DRAIN_TIMEOUT_MS = 120_000;

/** A handful of each target, so the same rows are written many times over. */
function pickTargets(db) {
  const episodes = db
    .prepare(
      `select e.id, e.media_id, e.duration_sec from episodes e
       where e.duration_sec > 60 order by e.media_id, e.number limit 8`,
    )
    .all();
  const media = [...new Set(episodes.map((e) => e.media_id))];
  const comments = db.prepare('select id from comments order by id limit 6').all();
  const detail = media[0];
  return {
    episodes,
    media,
    comments: comments.map((c) => c.id),
    pages: ['/', '/series/all/all/all/all', `/series/detail/${detail}`, '/faq', '/history'],
  };
}

/** apiCall's contract (src/lib/api-client.ts): one Idempotency-Key per write, made before sending. */
function pageWrite(page, token, action) {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      try {
        const response = await fetch(path, {
          method,
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Bearer ${token}`,
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (response.headers.get('X-Outbox-Queued')) return { outcome: 'queued', status: 202 };
        const json = await response.json().catch(() => undefined);
        const ok = response.ok && json?.status !== false;
        return { outcome: ok ? 'done' : 'failed', status: response.status };
      } catch {
        return { outcome: 'failed', status: 0 };
      }
    },
    { method: action.method, path: action.path, body: action.body, token },
  );
}

/** Entries in the worker's outbox (sw/outbox-store.ts), without ever creating its database. */
function pendingWrites(page) {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'btv-outbox')) return 0;
    return new Promise((resolve, reject) => {
      const open = indexedDB.open('btv-outbox');
      open.onupgradeneeded = () => open.transaction.abort();
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('entries')) return resolve(0);
        const request = db.transaction('entries').objectStore('entries').count();
        request.onsuccess = () => {
          db.close();
          resolve(request.result);
        };
        request.onerror = () => reject(request.error);
      };
    });
  });
}

async function setNetwork(context, proxy, mode) {
  proxy.setMode(mode === 'up' ? 'pass' : mode === 'offline' ? 'down' : mode);
  await context.setOffline(mode === 'offline');
}

function weighted(random, table) {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [name, w] of table) {
    roll -= w;
    if (roll < 0) return name;
  }
  return table.at(-1)[0];
}

const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined;
if (!dist) buildIfStale();
console.log(`machine: ${machine()}`);
console.log(`seed ${SEED} (repeat with --seed ${SEED}), ${ACTIONS} actions`);
const random = prng(SEED);
const server = await startServer(dist ? { DIST_DIR: dist } : {});
const proxy = await startFlakyProxy(server.url);
const browser = await launchChromium();
const dbFile = path.join(server.dataDir, 'app.sqlite');
const ledger = [];
/** The outbox's length every tenth action: how far the worker falls behind. */
const backlog = [];
const events = { sent: 0, refused: [] };
const stats = { toggles: 0, navigations: 0, navigationErrors: 0, modes: {} };
let report;
try {
  const session = await login(server.url, USER);
  const setupDb = new Database(dbFile, { readonly: true });
  const targets = pickTargets(setupDb);
  const countersBefore = counters(setupDb, targets);
  setupDb.close();

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'mn-MN',
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.exposeFunction('__soakWorkerMessage', (data) => {
    if (data?.type === 'OUTBOX_SENT') events.sent++;
    if (data?.type === 'OUTBOX_REFUSED') events.refused.push(data);
  });
  await context.addInitScript(() => {
    navigator.serviceWorker?.addEventListener('message', (event) =>
      window.__soakWorkerMessage?.(event.data),
    );
  });
  await page.goto(`${proxy.url}/`);
  await storeSessionInPage(page, session);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  // Every page the soak visits, once online, so the worker has them for the offline stretches.
  for (const p of targets.pages) await page.goto(`${proxy.url}${p}`, { waitUntil: 'networkidle' });

  const tag = `soak-${SEED}`;
  let mode = 'up';
  const started = Date.now();
  for (let i = 0; i < ACTIONS; i++) {
    if (random.next() < TOGGLE_CHANCE) {
      mode = weighted(random, NETWORK);
      await setNetwork(context, proxy, mode);
      stats.toggles++;
    }
    stats.modes[mode] = (stats.modes[mode] ?? 0) + 1;
    const action = nextAction(random, i, { tag, user: session.id, targets });
    if (action.kind === 'navigate') {
      stats.navigations++;
      await page
        .goto(`${proxy.url}${action.path}`, { waitUntil: 'domcontentloaded', timeout: 15_000 })
        .catch(() => stats.navigationErrors++);
      continue;
    }
    const result = await pageWrite(page, session.token, action);
    ledger.push({ ...action, ...result, mode, i });
    if (i % 10 === 0) backlog.push({ i, mode, pending: await pendingWrites(page) });
  }
  const actionsMs = Date.now() - started;

  // The network comes back as a person would notice it: online, then they open the app again.
  const atReconnect = await pendingWrites(page);
  await setNetwork(context, proxy, 'up');
  const upAt = Date.now();
  await page.goto(`${proxy.url}/`, { waitUntil: 'domcontentloaded' });
  let pending = await pendingWrites(page);
  let nudges = 0;
  while (pending > 0 && Date.now() - upAt < DRAIN_TIMEOUT_MS) {
    await sleep(250);
    pending = await pendingWrites(page);
    // Nothing retries on a timer; after 30 s stuck, ask the way the page does on 'online'.
    if (pending > 0 && Date.now() - upAt > 30_000 * (nudges + 1)) {
      nudges++;
      await page.evaluate(() =>
        navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_OUTBOX' }),
      );
    }
  }
  const drainMs = Date.now() - upAt;
  await sleep(500);

  const db = new Database(dbFile, { readonly: true });
  const found = compare(db, session.id, ledger);
  const drift = counterDrift(countersBefore, counters(db, targets));
  db.close();
  await context.close();
  report = { found, drift, pending, atReconnect, drainMs, nudges, actionsMs };
} finally {
  await browser.close();
  await proxy.close();
  await server.stop();
}

const { found, drift, pending, atReconnect, drainMs, nudges, actionsMs } = report;
const outcomes = (o) => ledger.filter((e) => e.outcome === o).length;
console.log(`\noffline soak, seed ${SEED}, Chromium phone viewport, localhost`);
console.table([
  {
    actions: ACTIONS,
    writes: ledger.length,
    navigations: stats.navigations,
    'network toggles': stats.toggles,
    'done online': outcomes('done'),
    queued: outcomes('queued'),
    'failed (user told)': outcomes('failed'),
    'replayed by worker': events.sent,
    'refused by worker': events.refused.length,
    'answered as repeats': proxy.counts.repeats,
  },
]);
console.table([
  {
    lost: found.lost.length,
    doubled: found.doubled.length,
    'overtaken (state)': found.overtaken.length,
    'phantom (failed but stored)': found.phantom.length,
    'counter drift': drift.length,
    'outbox at reconnect': atReconnect,
    'drain s': (drainMs / 1000).toFixed(1),
    'left in outbox': pending,
    'drain nudges': nudges,
    'actions s': (actionsMs / 1000).toFixed(0),
  },
]);
console.log(`actions per network mode: ${JSON.stringify(stats.modes)}`);
console.log(
  `outbox length every 10th action (mode): ${backlog.map((b) => `${b.pending}${b.mode[0]}`).join(' ')}`,
);
const show = (label, list) => {
  if (list.length === 0) return;
  console.log(`\n${label}:`);
  console.table(
    list.slice(0, 20).map(({ i, kind, method, path, mode, outcome, status, want, have, rows }) => ({
      i,
      kind,
      request: `${method} ${path}`,
      mode,
      outcome,
      status,
      ...(want === undefined ? {} : { want, have }),
      ...(rows === undefined ? {} : { rows }),
    })),
  );
};
show('lost', found.lost);
show('doubled', found.doubled);
show('overtaken by an older write', found.overtaken);
show('phantom', found.phantom);
if (drift.length) console.table(drift);
if (events.refused.length) console.table(events.refused);
