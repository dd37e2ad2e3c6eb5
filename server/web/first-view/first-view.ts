import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Clock } from '../../clock';
import { pageRequest } from './first-view-canonical';
import type { RenderBudget } from './first-view-budget';
import { renderPool, type RenderPool, type RenderResult } from './first-view-pool';

/*
 * A guest's first view of a public page comes as HTML, rendered by the app's own routes and
 * components (the Vite SSR build of src/first-view), so a slow phone paints it before any
 * JavaScript has arrived (decision 032). Whatever goes wrong here, the page falls back to the
 * empty shell the browser renders itself, as before.
 *
 * What a render may cost is bounded (decision 038): only a page's canonical URL is rendered,
 * its result is kept whether it is a page or not, a render not cached must fit the process's and
 * the client's budgets, and it runs on a thread of its own with a bounded queue.
 */

/** What src/first-view/render-first-view.tsx answers: markup, its style rules, its data block, the login frame. */
export interface FirstView {
  html: string;
  css: string;
  dataTag: string;
  /** The login frame's markup (decision 082); absent from renderers that predate it. */
  loginFrame?: string;
}
export type Send = (url: string, init: RequestInit) => Promise<Response>;

/** A request waits this long for a render; later, the shell. The render still fills the cache. */
const RENDER_WAIT_MS = 1500;
/**
 * A request waits this long for a thread to load the render bundle: about half a second once per
 * thread on an idle machine, but the thread loads it at the lowest priority, and a busy machine
 * held a document for over a minute. Later, the shell; the thread loads on for the next request.
 */
const LOAD_WAIT_MS = 3000;

/** Pages kept, and URLs known not to be a page (an unknown id), per process. */
const CACHE_ENTRIES = 300;
const NOT_A_PAGE_ENTRIES = 5_000;
/** The budget's refusals are logged at most this often, with their count. */
const REFUSAL_LOG_MS = 60_000;

export type FirstViewAnswer =
  { kind: 'view'; view: FirstView } | { kind: 'redirect'; location: string } | { kind: 'shell' };

export interface FirstViews {
  /**
   * What a document GET for `url` from `client` gets. While cached, a view is the same object
   * for every request of the URL, so what is made from it can be kept with it.
   */
  answer(url: URL, client: string): Promise<FirstViewAnswer>;
}

const SHELL: FirstViewAnswer = { kind: 'shell' };

/** What `promise` settles to, or `late` once `ms` have passed; the timer never outlives the wait. */
async function within<T, L>(promise: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    return await Promise.race([promise, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** Least recently used out first once `limit` is passed. */
function remember<V>(map: Map<string, V>, key: string, value: V, limit: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
}

/** Renders nothing while the bundle is not built beside `distDir` (tests without a build). */
export function firstViews(
  distDir: string,
  send: Send,
  cacheMs: number,
  clock: Clock,
  budget: RenderBudget,
): FirstViews {
  const file = path.join(`${distDir}-ssr`, 'render-first-view.js');
  let loaded: { version: string; pool: RenderPool } | null = null;
  const pages = new Map<string, { at: number; view: FirstView }>();
  const notPages = new Map<string, number>();
  const rendering = new Map<string, Promise<RenderResult>>();
  let refused = 0;
  let refusalLogged = -Infinity;

  /** The pool for the bundle on disk now; a new build is new threads and an empty cache. */
  const pool = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (loaded?.version !== version) {
      void loaded?.pool.close();
      pages.clear();
      notPages.clear();
      // A new build is a new module: the query string keeps Node from answering the old one.
      const url = `${pathToFileURL(file).href}?v=${encodeURIComponent(version)}`;
      loaded = { version, pool: renderPool(url, send) };
    }
    return loaded.pool;
  };

  const refuse = () => {
    refused++;
    if (clock.now() - refusalLogged < REFUSAL_LOG_MS) return;
    console.warn(`first views: render budget spent, the shell served (${refused} refused)`);
    refusalLogged = clock.now();
    refused = 0;
  };

  /** One render per path at a time; its result is kept for `cacheMs`, page or not. */
  const renderOnce = (pool: RenderPool, key: string, startBy: number) => {
    let running = rendering.get(key);
    if (!running) {
      running = pool.render(key, startBy).then((result) => {
        rendering.delete(key);
        if (cacheMs > 0 && result.kind === 'view') {
          remember(pages, key, { at: clock.now(), view: result.view }, CACHE_ENTRIES);
        } else if (cacheMs > 0 && result.kind === 'not-a-page') {
          remember(notPages, key, clock.now(), NOT_A_PAGE_ENTRIES);
        }
        return result;
      });
      rendering.set(key, running);
    }
    return running;
  };

  return {
    async answer(url, client) {
      const request = pageRequest(url);
      if (request.kind !== 'render') return request;
      const renderer = pool();
      if (!renderer) return SHELL;
      const key = request.path;
      const page = pages.get(key);
      if (page && clock.now() - page.at < cacheMs) return { kind: 'view', view: page.view };
      const notPage = notPages.get(key);
      if (notPage !== undefined && clock.now() - notPage < cacheMs) return SHELL;

      if (!rendering.has(key) && !budget.take(client)) {
        refuse();
        return SHELL;
      }
      if (!(await within(renderer.ready(), LOAD_WAIT_MS, false))) return SHELL;
      const result = await within(
        renderOnce(renderer, key, Date.now() + RENDER_WAIT_MS),
        RENDER_WAIT_MS,
        null,
      );
      return result?.kind === 'view' ? { kind: 'view', view: result.view } : SHELL;
    },
  };
}
