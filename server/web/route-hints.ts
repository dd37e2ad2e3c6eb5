import fs from 'node:fs';
import path from 'node:path';
import { paths } from '../../contract/paths';

/*
 * First visits on a slow network: index.html only names the entry chunks, so the browser learns
 * about the page's own chunks after the entry has run, and about its data after those have run:
 * two extra round trips before anything useful paints. The build manifest says which chunks
 * each route file splits into, so the server names them in <head> for the URL being opened.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface RouteFile {
  /** `series.detail.$id` → ['series', 'detail', '$id']; `index` kept so layouts can be told apart. */
  raw: string[];
  /** URL segments: raw without a trailing `index`. */
  segments: string[];
  keys: string[];
}

/** Data the page's loader asks for before it can paint, by URL; guest-safe calls only. */
const DATA_HINTS: Record<string, string[]> = {
  '/': [`${paths.slidesBig.path}?multi=1`],
};

const ASSET_BASE = '/btv/';

/** The login dialog's module (src/features/auth/components/auth-area.tsx imports it lazily). */
const LOGIN_DIALOG = 'src/features/auth/login/login-dialog.tsx';

function routeFiles(manifest: Manifest): RouteFile[] {
  const byName = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const match = /^src\/routes\/(.+?)\.tsx\?tsr-split=/.exec(key);
    if (!match) continue;
    const name = match[1]!;
    byName.set(name, [...(byName.get(name) ?? []), key]);
  }
  return [...byName.entries()]
    .filter(([name]) => name !== '__root' && name !== '$')
    .map(([name, keys]) => {
      const raw = name.split('.');
      const segments = raw.at(-1) === 'index' ? raw.slice(0, -1) : raw;
      return { raw, segments, keys };
    });
}

function matches(route: RouteFile, parts: string[]): boolean {
  return (
    route.segments.length === parts.length &&
    route.segments.every((s, i) => (s.startsWith('$') ? parts[i] !== '' : s === parts[i]))
  );
}

/** TanStack Router's ranking: a static segment beats a parameter at the first place they differ. */
function moreSpecific(a: RouteFile, b: RouteFile): number {
  for (let i = 0; i < a.segments.length; i++) {
    const sa = a.segments[i]!.startsWith('$') ? 0 : 1;
    const sb = b.segments[i]!.startsWith('$') ? 0 : 1;
    if (sa !== sb) return sb - sa;
  }
  // `profile` and `profile.index` both match /profile: the index page sits inside the layout.
  return b.raw.length - a.raw.length;
}

const isPrefix = (short: string[], long: string[]) =>
  short.length < long.length && short.every((s, i) => s === long[i]);

/**
 * The chunks `keys` load and their CSS, less `skip`. `depsFirst`: each chunk after every chunk it
 * imports, so importing them in turn runs one chunk's modules at a time; otherwise each chunk
 * before its imports (a page's own chunk and styles first).
 */
function closure(manifest: Manifest, keys: string[], skip: Set<string>, depsFirst = false) {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    const own = () => {
      if (!skip.has(chunk.file)) js.add(chunk.file);
      for (const file of chunk.css ?? []) if (!skip.has(file)) css.add(file);
    };
    if (!depsFirst) own();
    for (const dep of chunk.imports ?? []) visit(dep);
    if (depsFirst) own();
  };
  keys.forEach(visit);
  return { js, css };
}

export interface RouteHints {
  /** Tags for <head>. A rendered page (decision 032) gets its styles inline instead. */
  tags(pathname: string, rendered?: boolean): string;
  /**
   * Every stylesheet the page paints with, the entry's first, as one CSS text and their URLs:
   * a rendered page inlines it, so its first paint waits for no stylesheet request.
   */
  styles(pathname: string): { text: string; urls: string[] };
  /**
   * The login dialog's files beyond the entry's (decision 082), each chunk after those it imports:
   * a tap on "Нэвтрэх" before the app runs asks for them at once, and the app loads them in this
   * order while idle. Empty when the build has no such module.
   */
  loginFiles(): string[];
}

const NO_HINTS: RouteHints = {
  tags: () => '',
  styles: () => ({ text: '', urls: [] }),
  loginFiles: () => [],
};

/** Reads dist/.vite/manifest.json; without one (dev, tests without a build) there are no hints. */
export function loadRouteHints(distDir: string): RouteHints {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return NO_HINTS;
  }
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const inEntry = closure(manifest, entryKeys, new Set());
  const already = new Set([...inEntry.js, ...inEntry.css]);
  const routes = routeFiles(manifest);
  const leafOf = (pathname: string) => {
    const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
    return routes.filter((r) => matches(r, parts)).sort(moreSpecific)[0];
  };
  const filesOf = (leaf: RouteFile | undefined) => {
    const chosen = leaf ? [...routes.filter((r) => isPrefix(r.raw, leaf.raw)), leaf] : [];
    return closure(
      manifest,
      chosen.flatMap((r) => r.keys),
      already,
    );
  };
  // Deps first: the app imports them in this order while idle (src/lib/warm-modules.ts).
  const login = closure(manifest, [LOGIN_DIALOG], already, true);
  const loginFiles = [...login.js, ...login.css].map((f) => `${ASSET_BASE}${f}`);
  const tagCache = new Map<string, string>();
  const styleCache = new Map<RouteFile | undefined, { text: string; urls: string[] }>();

  return {
    tags(pathname, rendered = false) {
      const leaf = leafOf(pathname);
      const key = `${leaf?.raw.join('.') ?? ''}|${rendered}`;
      let tags = tagCache.get(key);
      if (tags === undefined) {
        const { js, css } = filesOf(leaf);
        tags = [
          ...(rendered ? [] : [...css]).map(
            (f) => `<link rel="preload" as="style" crossorigin href="${ASSET_BASE}${f}">`,
          ),
          ...[...js].map((f) => `<link rel="modulepreload" href="${ASSET_BASE}${f}">`),
        ].join('');
        tagCache.set(key, tags);
      }
      // A rendered page hands its data over in the HTML: a preload would go unused.
      const data = (rendered ? [] : (DATA_HINTS[pathname] ?? []))
        .map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`)
        .join('');
      return data + tags;
    },
    styles(pathname) {
      const leaf = leafOf(pathname);
      let styles = styleCache.get(leaf);
      if (styles === undefined) {
        const files = [...inEntry.css, ...filesOf(leaf).css];
        styles = {
          text: files.map((f) => fs.readFileSync(path.join(distDir, f), 'utf8')).join('\n'),
          urls: files.map((f) => `${ASSET_BASE}${f}`),
        };
        styleCache.set(leaf, styles);
      }
      return styles;
    },
    loginFiles: () => loginFiles,
  };
}
