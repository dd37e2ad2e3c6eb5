// API load at fixed request rates on the series listing, a media detail and search against the
// real server (NODE_ENV=production, SEED_SCALE=100, a private DATA_DIR). Prints per call and rate
// the achieved req/s, p50/p90/p99/max latency, non-2xx answers, errors and timeouts.
// Target: p99 < 20 ms at 1,000 req/s with 0 errors.
//   node scripts/bench-load.mjs [--duration 20] [--rates 500,1000,2000] [--scale 100]
//     [--calls listing,detail,search] [--engine open-loop|autocannon] [--connections 100]
//     [--no-max] [--url http://127.0.0.1:8080] [--cache-ms 0]
// The server runs as in production, guest catalogue reads answered from its micro-cache
// (CATALOGUE_CACHE_MS, 10 s); `--cache-ms 0` measures every request reaching the database.
// The fixed rates are paced evenly by bench/open-loop.mjs (why not autocannon's overallRate: see
// there); `--engine autocannon` uses autocannon's overallRate with `--connections` instead. Each
// call also gets an unthrottled autocannon run (10 connections), its ceiling on this machine.
// `--url` loads a server you started yourself, e.g. to profile it (V8 refuses --cpu-prof in
// NODE_OPTIONS):
//   NODE_ENV=production SEED_SCALE=100 DATA_DIR=/tmp/btv-load PORT=8090 \
//     node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx server/main.ts
import autocannon from 'autocannon';
import { startServer } from './test-server.mjs';
import { flag, machine, prng, sleep } from './bench/common.mjs';
import { openLoop } from './bench/open-loop.mjs';

const DURATION = Number(flag('duration', '20'));
const RATES = flag('rates', '500,1000,2000').split(',').map(Number);
const CALLS = flag('calls', 'listing,detail,search').split(',');
const SCALE = flag('scale', '100');
const ENGINE = flag('engine', 'open-loop');
const CONNECTIONS = Number(flag('connections', '100'));
const WITH_MAX = flag('no-max', 'false') !== 'true';
const URL_GIVEN = flag('url', '');
const CACHE_MS = flag('cache-ms', '');
const TARGET = { rate: 1000, p99: 20 };

async function data(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()).data;
}

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * Several distinct requests per call, in a shuffled rotation, so the figures are not one hot row:
 * the listing with the filters its page offers, details of popular and new series, and
 * Cyrillic search words (whole and typed-so-far) taken from the catalogue's own titles.
 */
async function requestSets(base, random) {
  const categories = (await data(`${base}/api/m/media/home/cat`)).map((c) => c.id);
  const seasons = (await data(`${base}/api/m/anime/seasonList`)).map((s) => s.id);
  const list = (body, page) => ({
    method: 'POST',
    path: `/api/m/anime/list/0?page=${page}&t=all`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cats: [], season: 'all', sort: 'all', animeStatus: 'all', ...body }),
  });
  const listing = [
    ...[1, 2, 3, 10].map((page) => list({}, page)),
    ...['new', 'old', 'a-z', 'rating', 'popular'].map((sort) => list({ sort }, 1)),
    ...categories.map((id) => list({ cats: [id] }, 1)),
    ...categories.slice(0, 3).map((id) => list({ cats: [id], sort: 'rating' }, 2)),
    ...seasons.slice(0, 4).map((id) => list({ season: id }, 1)),
    list({ animeStatus: 'airing' }, 1),
    list({ animeStatus: 'completed', sort: 'new' }, 1),
  ];

  const media = [];
  for (const sort of ['popular', 'new', 'a-z']) {
    for (const page of [1, 5]) {
      const url = `${base}/api/m/anime/list/0?page=${page}&t=all`;
      media.push(...(await data(url, json({ sort }))).data);
    }
  }
  const detail = random
    .shuffle(media)
    .slice(0, 64)
    .map((m) => ({ method: 'GET', path: `/api/m/anime/detail/${m.id}/0` }));

  const words = [
    ...new Set(
      media.flatMap((m) =>
        m.title
          .toLowerCase()
          .split(/[\s:,.!?-]+/)
          .filter((w) => /^[а-яёөү]{3,}$/.test(w)),
      ),
    ),
  ];
  const queries = random
    .shuffle(words)
    .slice(0, 32)
    .map((w, i) => (i % 2 ? w : w.slice(0, 2 + (i % 3))));
  const search = [...queries, 'хайлтандолдохгүй'].map((q) => ({
    method: 'GET',
    path: `/api/search?q=${encodeURIComponent(q)}`,
  }));
  return { listing: random.shuffle(listing), detail, search: random.shuffle(search) };
}

/** Every request answers 200 once before the load, so a non-2xx under load means load. */
async function preflight(base, requests) {
  for (const r of requests) {
    const response = await fetch(`${base}${r.path}`, r);
    if (response.status !== 200)
      throw new Error(`${r.method} ${r.path} answered ${response.status}`);
  }
}

/** One step: a fixed rate (paced by ENGINE) or, with rate 0, autocannon flat out. */
async function run(base, requests, { rate, duration }) {
  if (rate && ENGINE === 'open-loop') {
    return openLoop({ url: base, requests, rate, duration });
  }
  const result = await autocannon({
    url: base,
    requests,
    duration,
    connections: rate ? CONNECTIONS : 10,
    ...(rate ? { overallRate: rate } : {}),
    timeout: 10,
  });
  return {
    rate: result.requests.total / result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}

const ms = (v) => (v === undefined ? '-' : Number(v.toFixed(v < 10 ? 2 : 1)));

/** The given server, or a private production one seeded at SCALE. */
async function server() {
  if (URL_GIVEN) return { url: URL_GIVEN.replace(/\/$/, ''), stop: async () => undefined };
  console.log(`seeding SEED_SCALE=${SCALE} (NODE_ENV=production)…`);
  const started = Date.now();
  const running = await startServer({
    SEED_SCALE: SCALE,
    NODE_ENV: 'production',
    // A benchmark sends no real SMS or payments: production mode needs them named as sandboxes.
    SMS_PROVIDER: 'sandbox',
    EMAIL_PROVIDER: 'sandbox',
    PAYMENT_PROVIDER: 'sandbox',
    ...(CACHE_MS ? { CATALOGUE_CACHE_MS: CACHE_MS } : {}),
  });
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${running.url}`);
  return running;
}

const random = prng(9);
console.log(`machine: ${machine()}`);
const target = await server();
const rows = [];
try {
  const sets = await requestSets(target.url, random);
  for (const name of CALLS) {
    const requests = sets[name];
    if (!requests) throw new Error(`unknown call ${name} (listing, detail, search)`);
    await preflight(target.url, requests);
    // JIT and SQLite's page cache warm up before anything is recorded.
    await run(target.url, requests, { rate: 200, duration: 3 });
    const plan = RATES.map((rate) => ({ rate, duration: DURATION }));
    if (WITH_MAX) plan.push({ rate: 0, duration: Math.min(DURATION, 10) });
    for (const step of plan) {
      const result = await run(target.url, requests, step);
      rows.push({
        call: `${name} (${requests.length} urls)`,
        'target req/s': step.rate || 'max',
        'got req/s': Math.round(result.rate),
        'p50 ms': ms(result.p50),
        'p90 ms': ms(result.p90),
        'p99 ms': ms(result.p99),
        'max ms': ms(result.max),
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        ...(result.lagMax === undefined ? {} : { 'sender late ms': ms(result.lagMax) }),
      });
      console.log(JSON.stringify(rows.at(-1)));
      await sleep(2000);
    }
  }
} finally {
  await target.stop();
}

const pacing =
  ENGINE === 'open-loop'
    ? 'evenly paced open loop, latency from when each request was due'
    : `autocannon overallRate over ${CONNECTIONS} connections`;
console.log(
  `\n${pacing}; ${DURATION} s per rate ('max': autocannon, 10 connections, unthrottled); ` +
    `SEED_SCALE=${SCALE}; catalogue micro-cache ${CACHE_MS === '' ? 'on (production default)' : `${CACHE_MS} ms`}; ` +
    'server and load generator on the same machine',
);
console.table(rows);
for (const name of CALLS) {
  const at = rows.find((r) => r.call.startsWith(name) && r['target req/s'] === TARGET.rate);
  if (!at) continue;
  const met = at['p99 ms'] < TARGET.p99 && at.errors === 0 && at.non2xx === 0;
  console.log(
    `${name}: p99 ${at['p99 ms']} ms at ${TARGET.rate} req/s (got ${at['got req/s']}) → ` +
      `${met ? 'meets' : 'misses'} the target (p99 < ${TARGET.p99} ms, 0 errors)`,
  );
}
