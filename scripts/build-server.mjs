// Compiles the API server to one JavaScript file, dist-server/main.mjs, when it is missing or
// older than any source that goes into it (decision 017). Production runs this with plain node:
// no TypeScript compiler in the serving process, and a start-up that does not transpile.
// Packages stay imports (native better-sqlite3, sharp and pg cannot be bundled). The file sits
// one folder below the repository, as server/main.ts does, so paths config.ts derives from
// import.meta.dirname stay the same. Written to a temporary file and renamed, so parallel
// starts (the tests) never run a half-written bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist-server/main.mjs');
const inputs = ['server', 'contract', 'package-lock.json'];

function newestMtime(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export async function buildServerIfStale({ quiet = false } = {}) {
  const built = fs.statSync(SERVER_BUNDLE, { throwIfNoEntry: false });
  const newestInput = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
  if (built && built.mtimeMs >= newestInput) return SERVER_BUNDLE;
  if (!quiet) console.log('compiling the server…');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    outfile: SERVER_BUNDLE,
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  const temporary = `${SERVER_BUNDLE}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, result.outputFiles[0].contents);
  fs.renameSync(temporary, SERVER_BUNDLE);
  return SERVER_BUNDLE;
}

if (process.argv[1] === import.meta.filename) await buildServerIfStale();
