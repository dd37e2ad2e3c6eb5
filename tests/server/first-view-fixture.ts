import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * A built app for first views without running `npm run build`: an index.html and, in the
 * `-ssr` folder beside it, a renderer with the real bundle's interface
 * (src/first-view/render-first-view.tsx: `renderFirstView(url, send)`). It asks the app for a
 * series' detail through `send`, as the real one does, and answers "not a page" for an unknown
 * id. What the server does around the render (which URLs it renders, caches, budgets, where it
 * runs) is what the tests attack; React's markup is tests/e2e/first-view.e2e.test.ts's job.
 *
 * Every render it starts is a line in renders.log, from whichever thread runs it. `/faq` holds
 * its thread (a synchronous wait, as a long React render would) until a `release` file exists,
 * at most 5 s, then logs `done`. `/contact` ends its thread. With `slowLoad`, the bundle itself
 * does not finish loading (as a render thread at its low priority on a busy machine) until
 * `releaseLoad`, at most 60 s.
 */
const RENDERER = `
import fs from 'node:fs';
const dir = new URL('.', import.meta.url).pathname;
const log = (line) => fs.appendFileSync(dir + 'renders.log', line + '\\n');

if (fs.existsSync(dir + 'hold-load')) {
  const slice = new Int32Array(new SharedArrayBuffer(4));
  for (let i = 0; i < 12000 && !fs.existsSync(dir + 'release-load'); i++) Atomics.wait(slice, 0, 0, 5);
}

function holdThread() {
  const slice = new Int32Array(new SharedArrayBuffer(4));
  for (let i = 0; i < 1000 && !fs.existsSync(dir + 'release'); i++) Atomics.wait(slice, 0, 0, 5);
}

export async function renderFirstView(url, send) {
  log(url);
  // A render that takes its thread down with it (a native crash, an out-of-memory).
  if (url === '/contact') process.exit(1);
  if (url === '/faq') {
    holdThread();
    log('done');
    return { html: '<h1 data-test-render>faq</h1>', css: '', dataTag: '' };
  }
  const id = /^\\/series\\/detail\\/(\\d+)$/.exec(url)?.[1];
  if (!id) return null;
  const response = await send('/api/m/anime/detail/' + id + '/0', {
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
  const { data } = await response.json();
  return { html: '<h1 data-test-render>' + data.title + '</h1>', css: '', dataTag: '' };
}
`;

const INDEX_HTML =
  '<!doctype html><html lang="mn"><head><title>BTV</title></head><body><div id="root"></div></body></html>';

export interface RenderFixture {
  distDir: string;
  /** URLs the renderer was asked for, in order, `done` after a held render ended. */
  renders(): string[];
  release(): void;
  /** Lets a `slowLoad` bundle finish loading. */
  releaseLoad(): void;
  remove(): void;
}

export function renderFixture({ slowLoad = false } = {}): RenderFixture {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-first-view-'));
  const distDir = path.join(root, 'dist');
  const ssrDir = `${distDir}-ssr`;
  fs.mkdirSync(distDir);
  fs.mkdirSync(ssrDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(ssrDir, 'render-first-view.js'), RENDERER);
  if (slowLoad) fs.writeFileSync(path.join(ssrDir, 'hold-load'), '');
  const logFile = path.join(ssrDir, 'renders.log');
  return {
    distDir,
    renders: () =>
      fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : [],
    release: () => fs.writeFileSync(path.join(ssrDir, 'release'), ''),
    releaseLoad: () => fs.writeFileSync(path.join(ssrDir, 'release-load'), ''),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
