// What each page of the build loads, read from Vite's manifest (dist/.vite/manifest.json) and the
// module list vite.config.ts writes beside it (dist/.vite/chunk-modules.json). Two pages share one
// build (docs/decisions/055-studio-app.md): the viewer's index.html and the studio's studio.html.
import fs from 'node:fs';
import path from 'node:path';

export const VIEWER_PAGE = 'index.html';
export const STUDIO_PAGE = 'studio.html';
/** The studio's own source: none of it may be in a file the viewer's page can load. */
export const STUDIO_SOURCE = /^(src\/studio|contract\/studio)\//;

export function readManifest(dist) {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/**
 * Every file a page can ever load: its entry, what that imports statically and dynamically (its
 * routes and their dialogs), and their style sheets and assets.
 */
export function pageFiles(manifest, page) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(dep);
  };
  visit(page);
  return files;
}

/** The files only the studio loads (its page among them): kept out of the worker's precache. */
export function studioOnlyFiles(manifest) {
  const viewer = pageFiles(manifest, VIEWER_PAGE);
  return new Set([
    STUDIO_PAGE,
    ...[...pageFiles(manifest, STUDIO_PAGE)].filter((f) => !viewer.has(f)),
  ]);
}

/** Chunk file → the source modules in it, relative to the project (vite.config.ts writes it). */
export function readChunkModules(dist) {
  const file = path.join(dist, '.vite/chunk-modules.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** Studio modules in any file the viewer's page can load (must be none). */
export function studioModulesInViewer(dist) {
  const modules = readChunkModules(dist);
  if (!modules) throw new Error('dist/.vite/chunk-modules.json is missing: build again');
  const viewer = pageFiles(readManifest(dist), VIEWER_PAGE);
  return [...viewer].flatMap((file) =>
    (modules[file] ?? []).filter((id) => STUDIO_SOURCE.test(id)).map((id) => `${file}: ${id}`),
  );
}
