// `npm run bench`: every benchmark, each printing its own figures. Pass names to run a subset:
// `npm run bench -- bundle lighthouse`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const all = {
  bundle: 'bundle-report.mjs',
  lighthouse: 'bench-lighthouse.mjs',
  'video-start': 'bench-video-start.mjs',
};
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(all);
spawnSync(process.execPath, [path.join(here, 'build-if-stale.mjs')], { stdio: 'inherit' });
let failed = false;
for (const name of wanted) {
  const script = all[name];
  if (!script || !fs.existsSync(path.join(here, script))) {
    console.log(`\n## ${name}: not available`);
    continue;
  }
  console.log(`\n## ${name}`);
  const result = spawnSync(process.execPath, [path.join(here, script)], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
