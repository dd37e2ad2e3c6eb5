import { beforeAll } from 'vitest';
import { paths } from '../../../contract/paths';
import type { EndpointName } from '../../../contract/paths';
import { createTestApp } from '../test-app';
import { PRODUCTION_WITH_SANDBOXES } from '../production-env';
import type { Person, Pools } from './world';
import { demoPeople, loadPools } from './world';

/*
 * Fixed by default, so the suite is deterministic. FUZZ_SEED and FUZZ_SCALE (a run multiplier)
 * explore further by hand; a finding found that way goes into tests/server/fuzz/regressions.ts.
 * Against PostgreSQL (TEST_DATABASE_URL) a request costs several times more, so that run takes a
 * third of the requests by default: it is there for what the database does differently, and every
 * mutation kind still comes up.
 */
export const SCALE = Number(process.env.FUZZ_SCALE ?? (process.env.TEST_DATABASE_URL ? 0.35 : 1));
export const RUNS = { validRuns: Math.round(16 * SCALE), invalidRuns: Math.round(40 * SCALE) };
const SEED = Number(process.env.FUZZ_SEED ?? 9_2026);

/** The seed per endpoint follows its name, so adding an endpoint does not reshuffle the others. */
export const seedOf = (name: string) =>
  [...name].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED) >>> 0;

export const endpointNames = Object.keys(paths) as EndpointName[];

/*
 * The endpoints are fuzzed in SHARDS files (contract-fuzz-endpoints-N.test.ts), so the two
 * workers of a 2-core run share them; one file took a third of the PostgreSQL run on its own.
 * An endpoint's shard follows its place in contract/paths.ts.
 */
export const SHARDS = 4;
export const endpointsOfShard = (shard: number) =>
  endpointNames.filter((_, i) => i % SHARDS === shard - 1);

export const PRODUCTION_ENV = PRODUCTION_WITH_SANDBOXES;

/** The seed's two demo people and its row ids, read once per file from a probe app. */
export function useFuzzWorld(): () => { people: { a: Person; b: Person }; pools: Pools } {
  let world: { people: { a: Person; b: Person }; pools: Pools } | undefined;
  beforeAll(async () => {
    const probe = await createTestApp();
    try {
      world = { people: await demoPeople(probe.db), pools: await loadPools(probe.db) };
    } finally {
      await probe.close();
    }
  });
  return () => {
    if (!world) throw new Error('the fuzz world is read in beforeAll');
    return world;
  };
}
