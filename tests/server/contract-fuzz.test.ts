import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorSchema } from '../../contract/envelope';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { fuzzers } from './fuzz/endpoints';
import { fingerprint, fingerprintDiff } from './fuzz/fingerprint';
import {
  PRODUCTION_ENV,
  SCALE,
  SHARDS,
  endpointNames,
  endpointsOfShard,
  seedOf,
  useFuzzWorld,
} from './fuzz/fuzz-settings';
import { judge } from './fuzz/oracle';
import { regressions } from './fuzz/regressions';
import { check, fuzzEndpoint, openSession } from './fuzz/run-endpoint';
import { createTestApp } from './test-app';

/*
 * Issue 9's contract fuzzer. For every endpoint of contract/paths.ts, requests are generated from
 * the contract's zod schemas (fast-check, fixed seed): valid ones (real seed ids where a path
 * needs one) and mutated ones (wrong types, dropped and extra fields, hostile text, malformed
 * JSON, wrong content types, odd path params, extra and duplicated query params, junk tokens),
 * as a guest, as the logged-in user, and with someone else's id where the call names a user.
 * Every answer must be below 500, a 2xx must fit the response schema, a 4xx must be the
 * `{ status: false, msg }` envelope with a text of contract/messages.ts, and a request the
 * contract (or authorization) refuses must leave the database as it was.
 *
 * This file checks the fuzzer covers the contract, runs every endpoint on one shared app, replays
 * the regressions and shows the checks can fail; the per-endpoint runs are in
 * contract-fuzz-endpoints-N.test.ts.
 */

const world = useFuzzWorld();

it('has a generator for every endpoint of contract/paths.ts and none for a removed one', () => {
  expect(endpointNames.filter((name) => !(name in fuzzers))).toEqual([]);
  expect(Object.keys(fuzzers).filter((name) => !(name in paths))).toEqual([]);
  expect(endpointNames.length).toBeGreaterThanOrEqual(70);
});

it('fuzzes every endpoint in exactly one of the contract-fuzz-endpoints files', () => {
  const shards = Array.from({ length: SHARDS }, (_, i) => endpointsOfShard(i + 1));
  expect(shards.flat().sort()).toEqual([...endpointNames].sort());
  const here = path.dirname(fileURLToPath(import.meta.url));
  const files = fs
    .readdirSync(here)
    .filter((f) => /^contract-fuzz-endpoints-\d+\.test\.ts$/.test(f));
  expect(files.sort()).toEqual(
    Array.from({ length: SHARDS }, (_, i) => `contract-fuzz-endpoints-${i + 1}.test.ts`),
  );
});

/** Writes first, so the reads after them meet whatever odd text and numbers were stored. */
const writesFirst = [
  ...endpointNames.filter((name) => paths[name].method !== 'GET' || fuzzers[name].writes),
  ...endpointNames.filter((name) => paths[name].method === 'GET' && !fuzzers[name].writes),
];

it(
  'answers within the contract on one app that every endpoint wrote to',
  async () => {
    const { people, pools } = world();
    const t = await createTestApp();
    try {
      const findings: string[] = [];
      for (const name of writesFirst) {
        const report = await fuzzEndpoint(name, t, people, pools, {
          validRuns: Math.round(4 * SCALE),
          invalidRuns: Math.round(4 * SCALE),
          seed: seedOf(name) + 7,
        });
        findings.push(
          ...report.findings.map((f) => `${name} ${f.actor}: ${f.problem}\n    ${f.request}`),
        );
      }
      expect(findings.slice(0, 8), `${findings.length} findings`).toEqual([]);
    } finally {
      await t.close();
    }
  },
  120_000 * Math.max(1, SCALE),
);

describe('regressions the fuzzer found', () => {
  it.each(regressions)('$name: $title', async (regression) => {
    const t = await createTestApp(regression.production ? PRODUCTION_ENV : {});
    try {
      const { people, pools } = world();
      const session = await openSession(regression.name, t, people, pools, regression.production);
      const req = regression.request({ ...session.base, actor: regression.actor });
      const { status, problem } = await check(session, regression.actor, req);
      expect(problem).toBeNull();
      expect(status).toBe(regression.status);
    } finally {
      await t.close();
    }
  });
});

describe('the checks themselves can fail', () => {
  const entry = { response: errorSchema.or(z.object({ status: z.literal(true) })) };
  const answer = (status: number, body: unknown) => ({
    status,
    body,
    contentType: 'application/json',
    location: null,
  });

  it('flags a 5xx, a 2xx outside the schema, a foreign msg and a 2xx that had to be refused', () => {
    expect(judge(entry, answer(500, { status: false, msg: extra.serverError }), null)).toMatch(
      /500/,
    );
    expect(judge(entry, answer(200, { ok: 1 }), null)).toMatch(/response schema/);
    expect(judge(entry, answer(400, { status: false, msg: 'Bad Request' }), null)).toMatch(/msg/);
    expect(judge(entry, answer(404, '404 Not Found'), null)).toMatch(/status: false/);
    expect(judge(entry, answer(200, { status: true }), 'a guest')).toMatch(/refused/);
    expect(judge(entry, answer(400, { status: false, msg: extra.badRequest }), 'x')).toBeNull();
  });

  it('sees a write in the database fingerprint', async () => {
    const t = await createTestApp();
    try {
      const before = await fingerprint(t.db);
      await t.db
        .updateTable('episodes')
        .set({ like_count: sql<number>`like_count + 1` })
        .where('id', '=', world().pools.episodes[0]!)
        .execute();
      expect(fingerprintDiff(before, await fingerprint(t.db))).toMatch(/like_count/);
    } finally {
      await t.close();
    }
  });
});
