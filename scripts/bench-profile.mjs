// Where the time of one catalogue read goes. Runs the app in this process (no HTTP, no load
// generator competing for the CPU) on a database seeded at SEED_SCALE=100, sends each read of
// the load benchmark one at a time, as a guest (micro-cache off) and signed in (as in
// production), and prints per call: the time in the app, how many SQL statements it ran and how
// long they took, the rest (routing, input validation, building the SQL, building and
// serialising the answer), and the statements that cost the most.
//   node scripts/bench-profile.mjs [--runs 300] [--scale 100]
//     [--calls listing,detail,episodes,search,episode,home]
//     [--data-dir /tmp/btv-profile] [--top 3]
// `--data-dir` keeps the seeded database between runs (it is migrated and reused when present).
// DATABASE_URL=postgres://… profiles PostgreSQL instead (statements overlap there, so their sum
// can exceed the call's time). For a flame chart of the same work:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof scripts/bench-profile.mjs
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { flag, machine, prng } from './bench/common.mjs';
import { DEMO_USER, MORE_CALLS, READ_CALLS, readRequests } from './bench/read-requests.mjs';

register();
const { createApp } = await import('../server/app.ts');
const { systemClock } = await import('../server/clock.ts');
const { loadConfig } = await import('../server/config.ts');
const { createDb } = await import('../server/db/client.ts');
const { migrateToLatest } = await import('../server/db/migrate.ts');
const { seedIfEmpty } = await import('../server/seed/seed.ts');
const { hashToken } = await import('../server/domain/auth-token.ts');

const RUNS = Number(flag('runs', '300'));
const SCALE = Number(flag('scale', '100'));
const CALLS = flag('calls', [...READ_CALLS, ...MORE_CALLS].join(',')).split(',');
const TOP = Number(flag('top', '3'));
const KEEP_DIR = flag('data-dir', '');

/** Statements of the request being timed; requests run one at a time, so one bucket is enough. */
let bucket = null;
function log(event) {
  if (bucket === null || event.level !== 'query') return;
  bucket.push({ sql: event.query.sql, ms: event.queryDurationMillis });
}

const CLAUSES = {
  'count(*)': /\bcount\(\*\)/,
  'count(distinct)': /\bcount\(distinct\b/,
  'group by': /\bgroup by\b/,
  match: /\bmatch\b/,
  like: /\blike\b/,
  window: /\bover\s*\(/,
  'union all': /\bunion all\b/,
  exists: /\bexists\b/,
};

/**
 * A statement's name in the report: what it does and to which tables, with the clauses that
 * decide its cost. Placeholders make one name per statement shape, whatever the values.
 */
function statementName(sql) {
  const lower = sql.toLowerCase();
  const verb = lower.match(/^\s*(\w+)/)?.[1] ?? '?';
  const tables = [
    ...new Set([...lower.matchAll(/(?:from|join|into|update)\s+"?(\w+)"?/g)].map((m) => m[1])),
  ];
  const clauses = Object.entries(CLAUSES)
    .filter(([, pattern]) => pattern.test(lower))
    .map(([clause]) => clause);
  return `${verb} ${tables.join('+')}${clauses.length ? ` [${clauses.join(', ')}]` : ''}`;
}

const dataDir = KEEP_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'btv-profile-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  SMS_PROVIDER: 'sandbox',
  EMAIL_PROVIDER: 'sandbox',
  PAYMENT_PROVIDER: 'sandbox',
  MEDIA_SIGNING_SECRET: randomBytes(32).toString('hex'),
  SEED_SCALE: String(SCALE),
  DATA_DIR: dataDir,
});
const db = createDb(config, 'app.sqlite', { log });
console.log(`machine: ${machine()}`);
const seedStarted = performance.now();
await migrateToLatest(db);
if (await seedIfEmpty(db, { scale: SCALE, clock: systemClock, demo: true })) {
  console.log(
    `seeded SEED_SCALE=${SCALE} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
}
// Signed-in reads run as in production. Guests' would come from the micro-cache, which would
// hide what they cost, so their app has it off (CATALOGUE_CACHE_MS=0, which also counts every
// listing total afresh).
const app = createApp({ db, config, clock: systemClock });
const guestApp = createApp({ db, config: { ...config, catalogueCacheMs: 0 }, clock: systemClock });

async function signIn() {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO_USER.phone)
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 3_600_000).toISOString(),
    })
    .execute();
  return { id: user.id, token };
}

async function send(request) {
  const target = request.headers?.authorization ? app : guestApp;
  const response = await target.request(request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${request.method} ${request.path} answered ${response.status}: ${text}`);
  }
  return JSON.parse(text).data;
}

const get = (method, urlPath, body) =>
  send({ method, path: urlPath, headers: { 'content-type': 'application/json' }, body });

/** RUNS requests of one call in rotation, each timed with the statements it ran. */
async function profile(requests) {
  for (const request of requests) await send(request); // compile statements, warm the caches
  const totals = [];
  const statements = new Map();
  let sqlMs = 0;
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    bucket = [];
    const started = performance.now();
    await send(requests[i % requests.length]);
    totals.push(performance.now() - started);
    for (const { sql, ms } of bucket) {
      const name = statementName(sql);
      const seen = statements.get(name) ?? { ms: 0, count: 0 };
      statements.set(name, { ms: seen.ms + ms, count: seen.count + 1 });
      sqlMs += ms;
      count += 1;
    }
    bucket = null;
  }
  totals.sort((a, b) => a - b);
  const mean = totals.reduce((a, b) => a + b, 0) / RUNS;
  return {
    mean,
    p50: totals[Math.floor(RUNS / 2)],
    p99: totals[Math.min(RUNS - 1, Math.ceil(RUNS * 0.99) - 1)],
    queries: count / RUNS,
    sqlMs: sqlMs / RUNS,
    statements: [...statements].sort((a, b) => b[1].ms - a[1].ms),
  };
}

const ms = (v) => Number(v.toFixed(v < 10 ? 2 : 1));
const rows = [];
const details = [];
try {
  const viewer = await signIn();
  const viewers = [
    ['guest', null],
    ['signed in', viewer],
  ];
  const sets = [];
  for (const [who, v] of viewers) sets.push([who, await readRequests(get, prng(9), v)]);
  for (const name of CALLS) {
    for (const [who, set] of sets) {
      const requests = set[name];
      if (!requests)
        throw new Error(`unknown call ${name} (${[...READ_CALLS, ...MORE_CALLS].join(', ')})`);
      const result = await profile(requests);
      rows.push({
        call: name,
        viewer: who,
        'ms/call': ms(result.mean),
        'p50 ms': ms(result.p50),
        'p99 ms': ms(result.p99),
        'SQL statements': Number(result.queries.toFixed(1)),
        'SQL ms': ms(result.sqlMs),
        'other ms': ms(Math.max(0, result.mean - result.sqlMs)),
      });
      details.push(
        `${name}, ${who}: ` +
          result.statements
            .slice(0, TOP)
            .map(([n, s]) => `${n} ${ms(s.ms / RUNS)} ms (${ms(s.count / RUNS)}×)`)
            .join('; '),
      );
    }
  }
} finally {
  await db.destroy();
  if (!KEEP_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nwhere the time goes: ${RUNS} requests per row, one at a time, in-process ` +
    `(${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}, SEED_SCALE=${SCALE}); guests with ` +
    `CATALOGUE_CACHE_MS=0, signed in with ${config.catalogueCacheMs} ms (listing totals kept); ` +
    "'other' is routing, validation, building the SQL (Kysely) and the answer",
);
console.table(rows);
console.log(`costliest statements per call (ms per call, statements per call):`);
for (const line of details) console.log(`  ${line}`);
