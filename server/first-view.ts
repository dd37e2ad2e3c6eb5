import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Clock } from './clock';

/*
 * A guest's first view of a public page comes as HTML, rendered by the app's own routes and
 * components (the Vite SSR build of src/first-view), so a slow phone paints it before any
 * JavaScript has arrived (decision 032). Whatever goes wrong here, the page falls back to the
 * empty shell the browser renders itself, as before.
 */

/** What src/first-view/render-first-view.tsx answers: markup, its style rules, its data block. */
export interface FirstView {
  html: string;
  css: string;
  dataTag: string;
}
type Send = (url: string, init: RequestInit) => Promise<Response>;
interface Renderer {
  renderFirstView(url: string, send: Send): Promise<FirstView | null>;
}

/**
 * Pages whose first view is the same for everyone: the catalogue, details, podcasts,
 * newsletters and the static pages. Nothing personal (profile, payments, history, downloads,
 * watch pages) is rendered here: the server never knows who asks for a document.
 */
const PUBLIC_PAGES =
  /^\/(?:|series(?:\/.*)?|theatre(?:\/(?!watch\b).*)?|media|episode\/new|faq|policy|contact|aan|podcast(?:\/.*)?|news-letter(?:\/.*)?|actor\/[^/]+|content\/[^/]+)$/;

export const isPublicPage = (pathname: string): boolean => PUBLIC_PAGES.test(pathname);

/**
 * Renders at once per process, and requests that may wait for one. A render costs 20 to 100 ms
 * of this process's one thread: a flood of distinct URLs gets the shell, not a queue of renders.
 */
const CONCURRENT_RENDERS = 2;
const WAITING_RENDERS = 16;

/** A render slower than this serves the shell; the render's result still fills the cache. */
const RENDER_BUDGET_MS = 1500;
const CACHE_ENTRIES = 300;

export interface FirstViews {
  /**
   * The page's first view, or null to serve the shell. While cached, the same object for every
   * request of the URL, so what is made from it can be kept with it.
   */
  render(url: URL): Promise<FirstView | null>;
}

/** Renders nothing while the bundle is not built beside `distDir` (tests without a build). */
export function firstViews(distDir: string, send: Send, cacheMs: number, clock: Clock): FirstViews {
  const file = path.join(`${distDir}-ssr`, 'render-first-view.js');
  let loaded: { version: string; renderer: Promise<Renderer | null> } | null = null;
  const cache = new Map<string, { at: number; value: Promise<FirstView | null> }>();

  const renderer = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return Promise.resolve(null);
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (loaded?.version !== version) {
      cache.clear();
      // A new build is a new module: the query string keeps Node from answering the old one.
      const url = `${pathToFileURL(file).href}?v=${encodeURIComponent(version)}`;
      const renderer = (import(url) as Promise<Renderer>).catch((error: unknown) => {
        console.error('first views: the render bundle did not load', error);
        return null;
      });
      loaded = { version, renderer };
    }
    return loaded.renderer;
  };

  let rendering = 0;
  const waiting = new Set<() => void>();
  /** A place among the renders within `ms` (taken at once), or false: the shell then. */
  const place = (ms: number): Promise<boolean> => {
    if (rendering < CONCURRENT_RENDERS) {
      rendering++;
      return Promise.resolve(true);
    }
    if (waiting.size >= WAITING_RENDERS) return Promise.resolve(false);
    return new Promise((resolve) => {
      const granted = () => {
        clearTimeout(timer);
        waiting.delete(granted);
        rendering++;
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.delete(granted);
        resolve(false);
      }, ms);
      waiting.add(granted);
    });
  };
  const leave = () => {
    rendering--;
    const next = waiting.values().next();
    if (!next.done) next.value();
  };

  const viewOf = async (key: string, r: Renderer, until: number) => {
    const hit = cache.get(key);
    if (hit && clock.now() - hit.at < cacheMs) return hit.value;
    if (!(await place(until - Date.now()))) return null;
    const value = r
      .renderFirstView(key, send)
      .catch((error: unknown) => {
        console.error(`first views: ${key} did not render`, error);
        return null;
      })
      .finally(leave);
    if (cacheMs > 0) {
      cache.delete(key);
      cache.set(key, { at: clock.now(), value });
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    }
    return value;
  };

  return {
    async render(url) {
      // A query string (an overlay, a scroll offset, a share's tracking) changes little of the
      // first view and would let anyone ask for endless distinct renders: the shell serves it.
      if (url.search !== '' || !isPublicPage(url.pathname)) return null;
      const r = await renderer();
      if (!r) return null;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
      });
      const until = Date.now() + RENDER_BUDGET_MS;
      const view = await Promise.race([viewOf(url.pathname, r, until), late]);
      clearTimeout(timer);
      return view;
    },
  };
}
