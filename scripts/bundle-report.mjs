// Gzip bytes of the JavaScript `/` loads before first paint, and of each route's own chunks,
// read from Vite's build manifest (dist/.vite/manifest.json). Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { VIEWER_PAGE, studioModulesInViewer } from './build-graph.mjs';

const dist = path.resolve(process.env.DIST_DIR ?? path.join(import.meta.dirname, '../dist'));
// Issue 15 asks for 110 KB; React DOM, TanStack Router and React Query alone are 102.6 KB of what
// the entry runs, so this holds what was reached (144.7 KB, docs/decisions/031-home-rows-on-approach.md).
// 147 KB since 2026-11-28 (146.4 KB reached): the shell's header tiers and short labels, toasts
// that collapse with a count, and the search box's Enter added 0.5 KB. 148 KB since the same day's
// issue 29 (147.6 KB reached): noting a guest's public reads for the worker from the first one
// (decision 044) and the pending writes an offline reload shows (decision 045) added 1.2 KB; the
// page's keeper of offline writes was moved to a chunk of its own (0.1 KB back). 149 KB since the
// same night (148.01 KB reached): the worker registering after the first view and the poor-link
// rule that turns route preloading off (decision 050), which spare a poor link's first visit
// about 700 KB, and MediaCard's move to src/ui (decision 049) added 0.4 KB. 150 KB since
// 2026-11-30 (149.5 KB reached): the login dialog's frame, which answers a tap on "Нэвтрэх"
// while the dialog's 65 KB come, answered a poor link's tap about 3 s sooner (decision 081).
export const ENTRY_BUDGET_BYTES = 150 * 1024;
// A series page's own chunks beyond the entry: 62.3 KB since its resume question's dialog (about
// 21 KB of react-aria's modal) loads on the first ask instead of with the page.
export const DETAIL_BUDGET_BYTES = 66 * 1024;

/** Each file of the build read, and gzipped, at most once: routes share chunks with each other. */
function buildFiles() {
  const bytes = new Map();
  const gzipped = new Map();
  const read = (file) => {
    if (!bytes.has(file)) bytes.set(file, fs.readFileSync(path.join(dist, file)));
    return bytes.get(file);
  };
  const gzipSize = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(read(file), { level: 9 }).length);
    return gzipped.get(file);
  };
  return { read, text: (file) => read(file).toString('utf8'), gzipSize };
}

function loadManifest() {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/** A chunk plus everything it imports statically: what the browser must have to run it. */
function closure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

/** Route source files → their split chunks (component, loader, …) as the router plugin names them. */
function routeChunks(manifest) {
  const routes = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^src\/routes\/(.+?)\.tsx(\?.*)?$/.exec(key);
    if (!match || !chunk.isDynamicEntry) continue;
    const name = match[1];
    routes.set(name, [...(routes.get(name) ?? []), key]);
  }
  return routes;
}

/** V8's explicit compile hint (vite.config.ts, decision 036): compile every function as it streams. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function bundleReport() {
  const manifest = loadManifest();
  // The build has two pages (decision 055); the budget is the viewer's.
  const entryKey = VIEWER_PAGE;
  const entryFiles = closure(manifest, [entryKey]);
  const { read, text, gzipSize } = buildFiles();
  const routes = routeChunks(manifest);
  const homeFiles = closure(manifest, routes.get('index') ?? []);
  const firstPaint = new Set([...entryFiles, ...homeFiles]);
  const sum = (files) => [...files].reduce((n, f) => n + gzipSize(f), 0);

  const routeRows = [...routes.entries()]
    .map(([name, keys]) => {
      const own = closure(manifest, keys);
      for (const f of entryFiles) own.delete(f);
      return { route: name, files: own.size, gzip: sum(own) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const dashLeaks = [...firstPaint].filter((f) => /dash/i.test(f));
  // react-aria's own default-locale module asks Intl about the browser's language as it loads
  // (the page's first Intl call, ~57 ms at 4x CPU); vite.config.ts swaps it for one locale.
  const localeProbes = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => text(file).includes('supportedLocalesOf'));
  // The chunk that first requires React DOM, so React DOM's module body runs when it is imported,
  // in a task of its own (decision 036).
  const reactDomStart = Object.values(manifest).find((chunk) => chunk.name === 'react-dom-start');
  return {
    studioModulesInViewer: studioModulesInViewer(dist),
    entryGzip: sum(firstPaint),
    entryFiles: [...firstPaint],
    routeRows,
    dashLeaks,
    localeProbes,
    unhintedStartFiles: [...entryFiles].filter((file) => !text(file).startsWith(COMPILE_HINT)),
    reactDomStart: reactDomStart
      ? {
          file: reactDomStart.file,
          bytes: read(reactDomStart.file).length,
          importedByEntry: entryFiles.has(reactDomStart.file),
        }
      : null,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = bundleReport();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `entry JS for / before first paint: ${kb(report.entryGzip)} gzip (budget ${kb(ENTRY_BUDGET_BYTES)})`,
  );
  for (const f of report.entryFiles) console.log(`  ${f}`);
  console.log('\nroute chunks (gzip, excluding the entry):');
  console.table(
    report.routeRows.map((r) => ({ route: r.route, files: r.files, gzip: kb(r.gzip) })),
  );
  if (report.dashLeaks.length) console.log('dash.js in the entry:', report.dashLeaks);
  if (report.localeProbes.length) console.log('Intl locale probe at load:', report.localeProbes);
}
