// `npm run bench`: every benchmark, each printing its own figures. Pass names to run a subset;
// any other argument goes to each script: `npm run bench -- load --duration 5 --rates 500`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const all = {
  bundle: 'bundle-report.mjs',
  lighthouse: 'bench-lighthouse.mjs',
  'repeat-visit': 'bench-repeat-visit.mjs',
  'context-cost': 'bench-context-cost.mjs',
  'long-tasks': 'bench-long-tasks.mjs',
  'idle-work': 'bench-idle-work.mjs',
  load: 'bench-load.mjs',
  'render-flood': 'bench-render-flood.mjs',
  profile: 'bench-profile.mjs',
  'video-start': 'bench-video-start.mjs',
  'video-poor-link': 'bench-video-poor-link.mjs',
  'page-poor-link': 'bench-page-poor-link.mjs',
  'offline-soak': 'bench-offline-soak.mjs',
  downloads: 'bench-downloads.mjs',
  upload: 'bench-upload.ts',
  ingest: 'bench-ingest.mjs',
  live: 'bench-live.mjs',
  numbers: 'bench-numbers.ts',
};
const args = process.argv.slice(2);
const named = args.filter((arg) => arg in all);
const forwarded = args.filter((arg) => !(arg in all));
const wanted = named.length ? named : Object.keys(all);
spawnSync(process.execPath, [path.join(here, 'build-if-stale.mjs')], { stdio: 'inherit' });
let failed = false;
for (const name of wanted) {
  const script = all[name];
  if (!fs.existsSync(path.join(here, script))) {
    console.log(`\n## ${name}: not available`);
    continue;
  }
  console.log(`\n## ${name}`);
  // A TypeScript bench imports the server's own modules; tsx loads them as `npm run serve` does.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const result = spawnSync(process.execPath, [...loader, path.join(here, script), ...forwarded], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
