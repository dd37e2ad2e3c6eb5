// The numbers room (docs/decisions/069-numbers.md), measured on this machine:
//  - a database at SEED_SCALE (100) with a year of generated activity (plays with their history
//    positions, downloads, searches that found nothing) in usage_events, each day rolled up by
//    the job's own rollUpDay (timed), then the room's call GET /api/studio/numbers through the
//    app as an admin, for a year and for 30 days, RUNS times each: median, p95, max; today has a
//    day's activity too (a read whose range holds today rolls it up first), and the year is read
//    once more while the job rolls today up over and over beside it;
//  - with --load: the signed-in read mix of `npm run bench -- load` with USAGE_EVENTS=on and off
//    (its own server each), for the p99 side by side.
//   npx tsx scripts/bench-numbers.ts [--scale 100] [--viewers 1500] [--runs 20] [--load]
// Aim (issue 34): the year answers in under 300 ms; the read mix's p99 with recording within 10 %
// of without.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Insertable } from 'kysely';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { createDb } from '../server/db/client';
import type { UsageEventsTable } from '../server/db/schema';
import { mediaSigningSecret } from '../server/domain/media-secret';
import { rollUpDay } from '../server/domain/numbers-rollup';
import { grantRole } from '../server/domain/staff-roles';
import { finishStepUp, startStepUp } from '../server/domain/studio-session';
import { ubDayBounds, ubDayOf } from '../server/domain/ub-day';
import { prepareDatabase } from '../server/process/prepare-database';
import { flag, machine, median, prng } from './bench/common.mjs';

const SCALE = flag('scale', '100');
const VIEWERS_PER_DAY = Number(flag('viewers', '1500'));
const RUNS = Number(flag('runs', '20'));
const WITH_LOAD = flag('load', 'false') !== 'false';
const DAYS = 365;
const PEOPLE = 40_000;
const DAY_MS = 86_400_000;
const AIM_MS = 300;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-bench-numbers-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_SCALE: SCALE,
});
const db = createDb(config);
let started = Date.now();
await prepareDatabase(db, config);
console.log(`SEED_SCALE=${SCALE} seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
config.mediaSigningSecret = await mediaSigningSecret(db, config, Date.now());
const deps = { db, config, clock: systemClock };

const episodes = await db
  .selectFrom('episodes')
  .select(['id', 'media_id', 'duration_sec'])
  .orderBy('id')
  .limit(5000)
  .execute();
const random = prng(69);
const today = ubDayOf(Date.now());
const days = Array.from({ length: DAYS }, (_, i) => ubDayOf(Date.now() - (DAYS - i) * DAY_MS));
// The year's days and today, which has as much activity as a past day.
const activeDays = [...days, today];
const terms = Array.from({ length: 60 }, (_, i) => `олдохгүй үг ${i}`);

// A year of activity: each day VIEWERS_PER_DAY people, one or two plays each, two history
// positions a play (its start and where it stopped), downloads and empty searches beside them.
started = Date.now();
let events = 0;
for (const day of activeDays) {
  const { start } = ubDayBounds(day);
  const base = Date.parse(start);
  const rows: Insertable<UsageEventsTable>[] = [];
  const at = () => new Date(base + random.int(DAY_MS)).toISOString();
  for (let v = 0; v < VIEWERS_PER_DAY; v++) {
    const user = 1 + random.int(PEOPLE);
    for (let p = 0, plays = 1 + random.int(2); p < plays; p++) {
      const episode = random.pick(episodes);
      const duration = episode.duration_sec || 1440;
      const base = { kind: 'progress' as const, user_id: user, media_id: episode.media_id };
      const row = { ...base, episode_id: episode.id, duration_sec: duration };
      rows.push({ ...row, position_sec: 15, at: at() });
      rows.push({ ...row, position_sec: random.int(duration + 1), at: at() });
    }
    if (random.int(10) === 0) {
      rows.push({
        kind: 'download',
        user_id: user,
        episode_id: random.pick(episodes).id,
        at: at(),
      });
    }
    if (random.int(8) === 0)
      rows.push({ kind: 'empty-search', term: random.pick(terms), at: at() });
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      await trx
        .insertInto('usage_events')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
  });
  events += rows.length;
}
console.log(
  `${events.toLocaleString('en')} events over ${DAYS} days and today written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

started = Date.now();
const rollups: number[] = [];
for (const day of activeDays) {
  const t0 = performance.now();
  await rollUpDay(db, day, Date.now());
  rollups.push(performance.now() - t0);
}
const rows = await db
  .selectFrom('numbers_daily')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
const people = await db
  .selectFrom('numbers_people')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(
  `rollups: ${activeDays.length} days in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    `(median ${median(rollups).toFixed(1)} ms a day, max ${Math.max(...rollups).toFixed(1)} ms); ` +
    `numbers_daily ${Number(rows.n).toLocaleString('en')} rows, numbers_people ${Number(people.n).toLocaleString('en')} rows`,
);

// An admin, stepped up as the studio does it, without the SMS round trip.
const admin = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
await grantRole(db, { userId: admin.id, role: 'admin', by: null, now: Date.now() });
const { code } = await startStepUp(deps, admin.id);
const { token } = await finishStepUp(deps, admin.id, code, 'bench');
const app = createApp(deps);

async function timed(from: string, to: string, beside = '') {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const t0 = performance.now();
    const res = await app.request(`/api/studio/numbers?from=${from}&to=${to}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (res.status !== 200) throw new Error(`numbers answered ${res.status}: ${await res.text()}`);
    await res.text();
    // The first two warm the statement cache and the pages, as a second look at the room would.
    if (i >= 2) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!;
  const worst = times[times.length - 1]!;
  const verdict = p95 < AIM_MS ? 'under' : 'OVER';
  console.log(
    `  ${from} … ${to}: median ${median(times).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
      `max ${worst.toFixed(1)} ms (${RUNS} runs; ${verdict} the ${AIM_MS} ms aim at p95)${beside}`,
  );
}

console.log(`\nGET /api/studio/numbers as an admin, in-process (today ${today} in Ulaanbaatar):`);
await timed(days[0]!, today);
await timed(days[DAYS - 30]!, today);
await timed(days[0]!, days[DAYS - 1]!);

// The job recomputing today beside the reads (as the sweep queues it every ten minutes; here
// without a pause, the worst case): the same year's read, and how long each rollup took.
let rolling = true;
const besideRollups: number[] = [];
const job = (async () => {
  while (rolling) {
    const t0 = performance.now();
    await rollUpDay(db, today, Date.now());
    besideRollups.push(performance.now() - t0);
  }
})();
await timed(days[0]!, today, ', with the job rolling today up beside it');
rolling = false;
await job;
console.log(
  `  (${besideRollups.length} rollups of today beside it, median ${median(besideRollups).toFixed(1)} ms)`,
);
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });

if (WITH_LOAD) {
  // The signed-in read mix with recording on, then off: each its own production server.
  for (const usage of ['on', 'off']) {
    console.log(`\n### signed-in read mix, USAGE_EVENTS=${usage}`);
    spawnSync(
      process.execPath,
      [
        path.join(import.meta.dirname, 'bench-load.mjs'),
        '--calls',
        'mix',
        '--viewers',
        'signed-in',
        '--rates',
        flag('rates', '500'),
        '--duration',
        flag('duration', '15'),
        '--no-max',
        '--no-profile',
        '--usage-events',
        usage,
      ],
      { stdio: 'inherit' },
    );
  }
}
console.log(`\n${machine()} — a shared machine: other work ran beside these figures.`);
