// Issue 27, point 2: can guests asking for server-rendered pages stall the API? Starts the built
// server as in production (NODE_ENV=production, guest caches on, the render budgets at their
// defaults), measures a guest API read (a series' detail) at a fixed rate while idle, then again
// while 32 connections flood document requests for render variants: URL variants of real pages
// (`/series/detail/0…01`, any suffix), real pages and ids nobody has, each request a new URL.
// Prints both, and their ratio; the target is the API's p99 under the flood within 2x idle.
//   node scripts/bench-render-flood.mjs [--duration 10] [--rounds 3] [--rate 100] [--connections 32]
//     [--workers 1] [--scenarios one-address,many-addresses,unbudgeted]
// Scenarios: `one-address` is the flood from one client (the budgets as shipped);
// `many-addresses` takes the per-client budgets off (FIRST_VIEWS_PER_CLIENT_PER_MINUTE and
// DOCUMENTS_PER_CLIENT_PER_MINUTE), as if
// every request came from its own address; `unbudgeted` takes both budgets off, so the render
// thread is busy all the time and only where it runs protects the API.
// The load generator, the probe and the server share this machine's cores: the printout says so.
import os from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './test-server.mjs';
import { flag, machine } from './bench/common.mjs';
import { openLoop } from './bench/open-loop.mjs';

const DURATION = Number(flag('duration', '10'));
const ROUNDS = Number(flag('rounds', '3'));
const RATE = Number(flag('rate', '100'));
const CONNECTIONS = Number(flag('connections', '32'));
const WORKERS = flag('workers', '1');
const SCENARIOS = flag('scenarios', 'one-address,many-addresses,unbudgeted').split(',');
const TARGET_RATIO = 2;

/** The server's own defaults (server/config.ts); the test server raises them for the e2e tests. */
const SHIPPED = {
  FIRST_VIEWS_PER_MINUTE: '240',
  FIRST_VIEWS_PER_CLIENT_PER_MINUTE: '6',
  DOCUMENTS_PER_CLIENT_PER_MINUTE: '120',
};
const PER_CLIENT_OFF = {
  FIRST_VIEWS_PER_CLIENT_PER_MINUTE: '10000000',
  DOCUMENTS_PER_CLIENT_PER_MINUTE: '10000000',
};
const SCENARIO_ENV = {
  'one-address': SHIPPED,
  'many-addresses': { ...SHIPPED, ...PER_CLIENT_OFF },
  unbudgeted: { ...PER_CLIENT_OFF, FIRST_VIEWS_PER_MINUTE: '10000000' },
  control: SHIPPED,
};

const PRODUCTION = {
  NODE_ENV: 'production',
  MEDIA_SIGNING_SECRET: 'bench-only-media-signing-secret-0123456789',
  SMS_PROVIDER: 'sandbox',
  EMAIL_PROVIDER: 'sandbox',
  PAYMENT_PROVIDER: 'sandbox',
  WORKERS,
};

async function seriesIds(base) {
  const rows = await fetch(`${base}/api/m/media/home/cat`).then((r) => r.json());
  const ids = new Set();
  for (const row of rows.data) for (const m of row.media) if (m.kind === 'series') ids.add(m.id);
  return [...ids];
}

/** A new URL on every request: variants of real pages, real pages, and unknown ids. */
function floodPaths(ids) {
  let n = 0;
  return () => {
    n++;
    const id = ids[n % ids.length];
    switch (n % 4) {
      case 0:
        return `/series/detail/${'0'.repeat(1 + (n % 40))}${id}`;
      case 1:
        return `/series/detail/${id}/${n.toString(36)}`;
      case 2:
        return `/series/detail/${id}`;
      default:
        return `/series/detail/${1_000_000_000 + n}`;
    }
  };
}

function flood(base, next) {
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    // Stopped once the probe is done.
    duration: DURATION + 60,
    // As a browser asks: a page already rendered is then its cached brotli copy.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  return instance;
}

const ms = (value) => (value === undefined ? '-' : `${value.toFixed(1)} ms`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * ROUNDS of an idle window then a flooded one, so the load other work puts on the machine
 * changes both alike; the medians over the rounds are reported.
 */
async function scenario(name) {
  const server = await startServer({ ...PRODUCTION, ...SCENARIO_ENV[name] });
  try {
    const ids = await seriesIds(server.url);
    const probe = [{ method: 'GET', path: `/api/m/anime/detail/${ids[0]}/0` }];
    const measure = () =>
      openLoop({ url: server.url, requests: probe, rate: RATE, duration: DURATION });
    // Warm: the render thread has loaded its bundle, the probe's answer is in the micro-cache.
    await fetch(`${server.url}/`).then((r) => r.arrayBuffer());
    await openLoop({ url: server.url, requests: probe, rate: RATE, duration: 2 });
    // The control floods a file that never renders: what any 32 eager connections cost.
    const next = name === 'control' ? () => '/robots.txt' : floodPaths(ids);

    console.log(`\n### ${name} (${JSON.stringify(SCENARIO_ENV[name])})`);
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const idle = await measure();
      const attack = flood(server.url, next);
      // The flood has filled its connections before the probe starts.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const busy = await measure();
      attack.stop();
      const flooded = await attack;
      const statuses = ['2xx', '3xx', '4xx', '5xx']
        .filter((status) => flooded[status] > 0)
        .map((status) => `${status} ${flooded[status]}`)
        .join(', ');
      const lost = (r) => `${r.non2xx} non-2xx, ${r.timeouts} timeouts`;
      console.log(
        `round ${round}: API read p50 / p99 idle ${ms(idle.p50)} / ${ms(idle.p99)} (${lost(idle)}), ` +
          `under the flood ${ms(busy.p50)} / ${ms(busy.p99)} (${lost(busy)}); ` +
          `flood ${Math.round(flooded.requests.average)} documents/s (${statuses}), ` +
          `document p99 ${flooded.latency.p99} ms`,
      );
      rounds.push({ idle, busy });
    }
    const at = (key, which) => median(rounds.map((r) => r[which][key]));
    const ratio = at('p99', 'busy') / at('p99', 'idle');
    const clean = rounds.every((r) => r.busy.timeouts === 0 && r.busy.non2xx === 0);
    console.log(
      `median of ${ROUNDS}: idle p50 ${ms(at('p50', 'idle'))} p99 ${ms(at('p99', 'idle'))}; ` +
        `flood p50 ${ms(at('p50', 'busy'))} p99 ${ms(at('p99', 'busy'))}; ` +
        `p99 flood / idle ${ratio.toFixed(2)}x (target ≤ ${TARGET_RATIO}x) ` +
        `${ratio <= TARGET_RATIO && clean ? 'MET' : 'MISSED'}`,
    );
    return ratio <= TARGET_RATIO && clean;
  } finally {
    await server.stop();
  }
}

console.log(`machine: ${machine()}`);
console.log(
  `server WORKERS=${WORKERS}, API probe ${RATE} req/s open loop, ${ROUNDS} rounds of ${DURATION} s idle then ${DURATION} s flooded; the flood (autocannon), ` +
    `the probe and the server share these ${os.availableParallelism()} cores`,
);
let met = true;
for (const name of SCENARIOS) {
  if (!(name in SCENARIO_ENV)) throw new Error(`unknown scenario ${name}`);
  met = (await scenario(name)) && met;
}
process.exit(met ? 0 : 1);
