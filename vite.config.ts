/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { studioOnlyFiles, readManifest } from './scripts/build-graph.mjs';

const manifest = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, 'manifest.webmanifest'), 'utf8'),
);
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8081';

/**
 * A feature's index.ts only re-exports (decision 018). Marked free of side effects, an import
 * through it binds straight to the module that defines the name, so a route or the header that
 * uses one export of a feature does not pull the feature's other pages into its chunk.
 */
function featureIndexesArePure(): Plugin {
  return {
    name: 'feature-indexes-are-pure',
    transform(code, id) {
      if (!/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id)) return null;
      return { code, moduleSideEffects: false };
    },
  };
}

/**
 * react-aria's default-locale module asks Intl about the browser's language as it loads; ours
 * (src/lib/aria-locale.ts) gives every component the interface's one locale instead.
 */
function oneAriaLocale(): Plugin {
  const replacement = path.resolve(import.meta.dirname, 'src/lib/aria-locale.ts');
  return {
    name: 'one-aria-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAria =
        importer && /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]/.test(importer);
      return fromAria && /^\.\/useDefaultLocale\.m?js$/.test(source) ? replacement : null;
    },
  };
}

/**
 * The chunks every page runs as it starts (the entry and what it imports statically) open with
 * V8's explicit compile hint, so Chromium compiles all their functions while it streams the file
 * in, off the main thread, instead of one by one on the main thread when each is first called.
 * React DOM's module body (one function of about 220 KB in its CommonJS wrapper) was compiled
 * that way inside the task that ran it (decision 036). Browsers without the hint read a comment.
 */
function compileHintsForStart(): Plugin {
  return {
    name: 'compile-hints-for-start',
    apply: 'build',
    // After Vite's own generateBundle, which puts its preload map in front of a chunk's code.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
        const start = chunks.filter((chunk) => chunk.isEntry);
        // Grows while it is walked: each chunk adds what it imports statically.
        for (const chunk of start) {
          for (const file of chunk.imports) {
            const imported = bundle[file];
            if (imported?.type === 'chunk' && !start.includes(imported)) start.push(imported);
          }
        }
        for (const chunk of start) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

/**
 * Marks the precache entries no first paint loads: everything but index.html and what it names
 * (the entry, its modulepreloads and style sheets, the favicon, the web manifest) and the first
 * view's start script, so the routes'
 * code, the install icons and the bank logos. The worker fetches those at install only on a good
 * link (sw/route-chunks.ts, decision 050).
 */
function markRouteChunks<Entry extends { url: string }>(entries: Entry[]) {
  const shell = fs.readFileSync(path.resolve(import.meta.dirname, 'dist/index.html'), 'utf8');
  const named = new Set([...shell.matchAll(/\/btv\/([^"'\s>]+)/g)].map((m) => m[1]));
  // A page kept as last seen (decision 077) starts the app through this script, not the shell's
  // tag: without it offline, a kept page on a poor link would paint and never start.
  named.add('first-view-start.js');
  const manifest = entries.map((entry) =>
    entry.url === 'index.html' || named.has(entry.url) ? entry : { ...entry, later: true },
  );
  return { manifest, warnings: [] };
}

/**
 * The studio's files stay out of the worker's precache (decision 055): staff pages are not the
 * viewer's offline app, and every viewer's install would otherwise fetch them.
 */
function leaveOutStudio<Entry extends { url: string }>(entries: Entry[]) {
  const studio = studioOnlyFiles(readManifest(path.resolve(import.meta.dirname, 'dist')));
  return { manifest: entries.filter((entry) => !studio.has(entry.url)), warnings: [] };
}

/**
 * Each chunk's source modules, written beside Vite's manifest, so scripts/bundle-report.mjs can
 * show that no studio module is in a file the viewer's page loads (decision 055).
 */
function listChunkModules(): Plugin {
  return {
    name: 'list-chunk-modules',
    apply: 'build',
    generateBundle(_, bundle) {
      const root = import.meta.dirname;
      const modules: Record<string, string[]> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        modules[out.fileName] = out.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => path.relative(root, id.split('?')[0]!).split(path.sep).join('/'));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules),
      });
    },
  };
}

/**
 * The dev server answers /studio and its pages with the studio's document, as the server does
 * (server/web/static.ts); without it Vite's fallback would answer the viewer's.
 */
function studioDocumentInDev(): Plugin {
  return {
    name: 'studio-document-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/studio(\/[^.]*)?(\?.*)?$/.test(req.url)) req.url = '/studio.html';
        next();
      });
    },
  };
}

/**
 * The web manifest link VitePWA adds to every page leaves the studio's: installing from /studio
 * would install the viewer's app, and the studio is not an installable app (decision 055).
 */
function studioWithoutWebManifest(): Plugin {
  return {
    name: 'studio-without-web-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        ctx.filename.endsWith('studio.html')
          ? html.replace(/<link rel="manifest"[^>]*>/, '')
          : html,
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // Shown on <html data-app-version> so an update can be verified in a browser.
  define: {
    __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? 'dev'),
    // The first-view renderer bundles React's production build even where the server runs
    // without NODE_ENV=production (the demo): the development build renders several times slower.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // Bundled, so the define above reaches React; jsdom (a DOM for the sanitiser) stays a package.
  ssr: { noExternal: true, external: ['jsdom'] },
  // SPEC.md §1: built assets live under /btv/; app routes stay at the origin root. The dev
  // server serves from / so that app routes resolve there too.
  base: command === 'build' ? '/btv/' : '/',
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@contract': path.resolve(import.meta.dirname, 'contract'),
    },
  },
  plugins: [
    // The router plugin must run before react() so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      // Loaders and skeletons are split too, so the entry holds only the route table; each
      // route's code (and what it imports, e.g. DOMPurify) loads with the route.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    featureIndexesArePure(),
    oneAriaLocale(),
    isSsrBuild ? null : compileHintsForStart(),
    isSsrBuild ? null : listChunkModules(),
    studioDocumentInDev(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      scope: '/',
      manifest,
      // The glob below has the icons already, marked for later (markRouteChunks); this option
      // would add them again, unmarked, to what every install fetches.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // dash.js (240 KB) is fetched on demand and kept by sw/player-cache.ts; precaching it would tax
        // every install. The podcast player bar (7 KB) is precached so a download plays offline.
        globIgnores: ['**/dash*.js', '**/screenshots/**'],
        manifestTransforms: [leaveOutStudio, markRouteChunks],
        rollupFormat: 'es',
      },
      devOptions: { enabled: false },
    }),
    // After VitePWA (both run last): it adds the link this takes away.
    studioWithoutWebManifest(),
  ],
  build: {
    target: 'es2022',
    // The server-rendering build (src/first-view) is code for Node: no icons or pages to copy.
    copyPublicDir: !isSsrBuild,
    // Every browser the es2022 build runs in knows modulepreload except Safari 16, which then
    // fetches each module when it is imported; the polyfill cost every other visitor ~300 B
    // gzip of entry (decision 035).
    modulePreload: { polyfill: false },
    // scripts/bundle-report.mjs reads it to find what each route loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Two pages, one build (decision 055): the viewer's app and the studio. The first-view
      // renderer's build names its own entry.
      input: isSsrBuild
        ? undefined
        : {
            index: path.resolve(import.meta.dirname, 'index.html'),
            studio: path.resolve(import.meta.dirname, 'studio.html'),
          },
      output: {
        // Everything the first paint needs anyway goes into two cacheable chunks instead of
        // dozens of tiny shared ones (each costs a request and compresses worse). Only what the
        // entry imports statically (`$initial`): a hook or page helper that only lazy routes use
        // would otherwise ride along in the entry's chunks.
        codeSplitting: {
          groups: [
            {
              // Only the module that first requires React DOM, so its module body runs when this
              // chunk is imported, in a task of its own (decision 036); React DOM itself stays in
              // the framework chunk.
              name: 'react-dom-start',
              test: /[\\/]src[\\/]app[\\/]react-dom-client\.ts$/,
              includeDependenciesRecursively: false,
              priority: 3,
              tags: ['$initial'],
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store|tiny-invariant|tiny-warning|seroval|cookie-es)[\\/]/,
              priority: 2,
              tags: ['$initial'],
            },
            {
              name: 'app-shared',
              // src/ui is left out: its sanitiser pulls DOMPurify (20 KB) into whatever holds it,
              // and only routes that render server HTML need it.
              test: /[\\/](src[\\/](lib|app)|contract)[\\/]/,
              priority: 1,
              tags: ['$initial'],
            },
            {
              // The route table's own files (validateSearch, params), not their split parts
              // (`?tsr-split=…`): twenty 2 KB chunks on the critical path cost more round trips
              // than their bytes. Route-only helpers (`-components/`) are page code, which goes
              // with the route that uses it: grouped here they pulled a whole page into the entry.
              name: 'app-shared',
              test: /[\\/]src[\\/]routes[\\/](?![^?]*[\\/]-components[\\/])[^?]+$/,
              priority: 1,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/media', '/art', '/uploads', '/lambda', '/__dev'].map((p) => [p, apiTarget]),
    ),
  },
}));
