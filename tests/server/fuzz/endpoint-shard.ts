import { afterAll, describe, expect, it } from 'vitest';
import { fuzzers } from './endpoints';
import { fuzzEndpoint, mainActor } from './run-endpoint';
import { createTestApp } from '../test-app';
import {
  PRODUCTION_ENV,
  RUNS,
  SCALE,
  endpointsOfShard,
  seedOf,
  useFuzzWorld,
} from './fuzz-settings';

/*
 * Production runs more around the routes than development (the guests' catalogue cache) and
 * less (no dev helpers, sandboxes that keep no code), so every endpoint is fuzzed against a
 * production-configured app as well: a broken escape in a path answered 500 there only (issue
 * 27 point 8). Half the runs and a seed of its own: it is there for what production adds, and
 * every mutation kind still comes up.
 */
const modes = [
  { mode: 'development', env: {}, scale: 1, seedShift: 0 },
  { mode: 'production', env: PRODUCTION_ENV, scale: 0.5, seedShift: 13 },
];

/** Every endpoint of one shard, as a guest, as its user and naming someone else. */
export function fuzzEndpointShard(shard: number) {
  const world = useFuzzWorld();

  describe.each(endpointsOfShard(shard))('%s', (name) => {
    const apps: { close(): Promise<void> }[] = [];
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
    });

    it.each(modes)(
      'answers generated valid and invalid requests within the contract ($mode)',
      async ({ mode, env, scale, seedShift }) => {
        const { people, pools } = world();
        const t = await createTestApp(env);
        apps.push(t);
        const production = mode === 'production';
        const report = await fuzzEndpoint(name, t, people, pools, {
          validRuns: Math.round(RUNS.validRuns * scale),
          invalidRuns: Math.round(RUNS.invalidRuns * scale),
          seed: seedOf(name) + seedShift,
          production,
        });
        if (process.env.FUZZ_VERBOSE) console.log(name, mode, JSON.stringify(report.statuses));
        const shown = report.findings
          .slice(0, 8)
          .map((f) => `${f.actor}: ${f.problem}\n    ${f.request}`);
        expect(shown, `${report.findings.length} findings`).toEqual([]);
        const { no2xx, developmentOnly } = fuzzers[name];
        if (!no2xx && !(production && developmentOnly)) {
          expect(
            report.mainSuccesses,
            `no valid ${mainActor(name)} request succeeded`,
          ).toBeGreaterThan(0);
        }
      },
      60_000 * Math.max(1, SCALE),
    );
  });
}
