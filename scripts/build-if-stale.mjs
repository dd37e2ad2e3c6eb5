// Runs `vite build` when dist/ is missing or older than any source that goes into it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = [
  'src',
  'sw',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'package-lock.json',
];

function newestMtime(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    // The router plugin rewrites this file during every build; it must not retrigger one.
    if (entry === 'routeTree.gen.ts') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function buildIfStale({ force = false } = {}) {
  const built = fs.statSync(path.join(root, 'dist/index.html'), { throwIfNoEntry: false });
  const rendered = fs.existsSync(path.join(root, 'dist-ssr/render-first-view.js'));
  const newestInput = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
  if (!force && built && rendered && built.mtimeMs >= newestInput) {
    console.log('dist/ is up to date');
    return;
  }
  console.log('building the PWA…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfStale({ force: process.argv.includes('--force') });
