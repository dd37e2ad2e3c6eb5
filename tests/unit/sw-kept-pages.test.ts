import 'fake-indexeddb/auto';
// Before the worker's modules: Workbox reads `self` as they load.
import { WORKER_ORIGIN, WorkerEvent } from './worker-self';
import { MemoryCaches } from './memory-caches';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteHandlerCallback } from 'workbox-core/types';
import { PAGE_CACHE } from '../../contract/device-storage';
import { FIRST_VIEW_GUEST, FIRST_VIEW_HEADER } from '../../contract/first-view-header';
import { APP_ROUTE_PATTERNS } from '../../sw/app-routes';
import {
  FIRST_VIEW_ROUTES,
  KEPT_PAGES,
  isKeepablePage,
  mayBeFirstView,
} from '../../sw/kept-page-rules';
import { keptPages } from '../../sw/kept-pages';
import {
  FIXED_PAGES,
  PAGES_WITH_PARAMETERS,
  isCanonicalPage,
} from '../../server/web/first-view/first-view-canonical';

/*
 * Decision 077: the worker answers a repeat navigation to a public page with the server's first
 * view as last seen. The worker's own handler runs here against an in-memory Cache Storage and a
 * network that answers as the test says.
 */

const globals = globalThis as unknown as Record<string, unknown>;
const saved = { caches: globals.caches, fetch: globals.fetch };
const ENTRY = '/btv/assets/index-abc.js';
let storage: MemoryCaches;
let network: (url: string) => Promise<Response>;
let asked: string[];

/** A document as the server sends it: a first view names its entry for first-view-start.js. */
function documentOf(title: string, headers: Record<string, string> = {}, entry = ENTRY) {
  return new Response(`<html><body><h1>${title}</h1><script data-app-entry="${entry}"></script>`, {
    status: 200,
    headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache', ...headers },
  });
}
const firstView = (title: string, headers: Record<string, string> = {}, entry = ENTRY) =>
  documentOf(title, { [FIRST_VIEW_HEADER]: FIRST_VIEW_GUEST, ...headers }, entry);

const shell: RouteHandlerCallback = () => Promise.resolve(new Response('shell'));
const pages = keptPages((url) => url === ENTRY);
const handler = pages.answer(shell);

beforeEach(() => {
  storage = new MemoryCaches();
  asked = [];
  globals.caches = storage;
  globals.fetch = (request: Request, init?: RequestInit) => {
    asked.push(`${new URL(request.url).pathname}${init?.cache ? ` ${init.cache}` : ''}`);
    return network(request.url);
  };
});
afterEach(() => {
  Object.assign(globals, saved);
});

/** One navigation as the worker's route gives it, until its background work is done. */
async function navigate(path: string): Promise<string> {
  const event = new WorkerEvent();
  const url = new URL(path, WORKER_ORIGIN);
  const response = await handler({ url, request: new Request(url), event: event as never });
  const text = await response.text();
  await Promise.all(event.pending);
  return text;
}

const kept = async () =>
  (await (await storage.open(PAGE_CACHE)).keys()).map((r) => new URL(r.url).pathname);

describe('kept pages', () => {
  it('answer a repeat navigation with the page as last seen, then refresh it', async () => {
    network = () => Promise.resolve(firstView('Монгол цуврал'));
    expect(await navigate('/series/detail/7')).toContain('Монгол цуврал');
    expect(await kept()).toEqual(['/series/detail/7']);

    network = () => Promise.resolve(firstView('Шинэ нэр'));
    expect(await navigate('/series/detail/7')).toContain('Монгол цуврал');
    expect(await navigate('/series/detail/7')).toContain('Шинэ нэр');
  });

  it('answer offline with the kept page, and with the shell where none is kept', async () => {
    network = () => Promise.resolve(firstView('Монгол цуврал'));
    await navigate('/faq');
    network = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await navigate('/faq')).toContain('Монгол цуврал');
    expect(await navigate('/series/detail/8')).toBe('shell');
  });

  it('never keep the shell, a private or no-store answer, or a page of another build', async () => {
    for (const answer of [
      () => documentOf('shell'),
      () => firstView('private', { 'Cache-Control': 'private, no-cache' }),
      () => firstView('no-store', { 'Cache-Control': 'no-store' }),
      () => firstView('old build', {}, '/btv/assets/index-old.js'),
      () => new Response('oops', { status: 500, headers: { [FIRST_VIEW_HEADER]: 'guest' } }),
    ]) {
      network = () => Promise.resolve(answer());
      await navigate('/podcast');
    }
    expect(await kept()).toEqual([]);
  });

  it('drop a kept page once the server answers it with the shell (the title is gone)', async () => {
    network = () => Promise.resolve(firstView('Монгол цуврал'));
    await navigate('/theatre/detail/3');
    network = () => Promise.resolve(documentOf('shell'));
    await navigate('/theatre/detail/3');
    expect(await kept()).toEqual([]);
  });

  it('give the shell at once to the app routes the server never renders', async () => {
    network = () => Promise.resolve(firstView('never'));
    for (const path of ['/profile', '/search', '/watch/3/4', '/series/detail/7?overlay=1']) {
      expect(await navigate(path)).toBe('shell');
    }
    expect(asked).toEqual([]);
  });

  it(`keep at most ${KEPT_PAGES}, the least recently used going first`, async () => {
    network = (url) => Promise.resolve(firstView(url));
    await navigate('/content/1');
    for (let id = 2; id <= KEPT_PAGES + 1; id++) {
      await navigate(`/content/${id}`);
      // The first page is read again after the others, so it is not the least recently used.
      if (id === KEPT_PAGES) await navigate('/content/1');
    }
    const pages = await kept();
    expect(pages).toHaveLength(KEPT_PAGES);
    expect(pages).toContain('/content/1');
    expect(pages).not.toContain('/content/2');
  });
});

describe("the first visit's document", () => {
  /** A KEEP_PAGE message's URL, handled until its background work is done. */
  async function handOver(url: unknown) {
    const event = new WorkerEvent();
    await pages.keep(url, event as never);
    await Promise.all(event.pending);
  }

  it('is kept from the HTTP cache only, and answers the next visit', async () => {
    network = () => Promise.resolve(firstView('Анхны хуудас'));
    await handOver(`${WORKER_ORIGIN}/faq`);
    expect(asked).toEqual(['/faq only-if-cached']);
    network = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await navigate('/faq')).toContain('Анхны хуудас');
  });

  it('is not asked for when it is not a page, of another origin, or kept already', async () => {
    network = () => Promise.resolve(firstView('Анхны хуудас'));
    await handOver('https://elsewhere.example/faq');
    await handOver(`${WORKER_ORIGIN}/profile`);
    await handOver(42);
    expect(asked).toEqual([]);
    await handOver(`${WORKER_ORIGIN}/faq`);
    await handOver(`${WORKER_ORIGIN}/faq`);
    expect(asked).toEqual(['/faq only-if-cached']);
  });

  it('is not kept when the HTTP cache holds the shell or nothing', async () => {
    network = () => Promise.resolve(documentOf('shell'));
    await handOver(`${WORKER_ORIGIN}/faq`);
    network = () => Promise.reject(new TypeError('Failed to fetch'));
    await handOver(`${WORKER_ORIGIN}/podcast`);
    expect(await kept()).toEqual([]);
  });
});

describe('which answers may be kept', () => {
  it('only a marked 200 that a shared store may keep', () => {
    expect(isKeepablePage(firstView('a'))).toBe(true);
    expect(isKeepablePage(documentOf('a'))).toBe(false);
    expect(isKeepablePage(firstView('a', { [FIRST_VIEW_HEADER]: 'user' }))).toBe(false);
    expect(isKeepablePage(firstView('a', { 'Cache-Control': 'no-cache, private' }))).toBe(false);
    expect(isKeepablePage(firstView('a', { 'Cache-Control': 'no-store' }))).toBe(false);
  });

  it('are asked only for the pages the server renders, each one an app route', () => {
    for (const template of FIRST_VIEW_ROUTES) {
      const path = template.replace('$cat', 'all').replace('$season', 'all');
      const sample = path.replace('$status', 'all').replace('$sort', 'new').replace('$id', '12');
      expect(isCanonicalPage(sample), sample).toBe(true);
      expect(mayBeFirstView(new URL(sample, WORKER_ORIGIN)), sample).toBe(true);
      expect(
        APP_ROUTE_PATTERNS.some((p) => p.test(sample)),
        sample,
      ).toBe(true);
    }
  });

  it('know every page the server renders: a page added there and not here fails', () => {
    for (const page of FIXED_PAGES) {
      expect(mayBeFirstView(new URL(page, WORKER_ORIGIN)), page).toBe(true);
    }
    const samples = [
      '/series/detail/5',
      '/theatre/detail/5',
      '/podcast/detail/5',
      '/news-letter/detail/5',
      '/actor/5',
      '/content/5',
      '/series/all/3/all/new',
      '/theatre/2/new',
    ];
    // Each of the server's patterns has a sample here, and every sample is asked of the network.
    for (const pattern of PAGES_WITH_PARAMETERS) {
      expect(
        samples.some((sample) => pattern.test(sample)),
        pattern.source,
      ).toBe(true);
    }
    for (const sample of samples) {
      expect(isCanonicalPage(sample), sample).toBe(true);
      expect(mayBeFirstView(new URL(sample, WORKER_ORIGIN)), sample).toBe(true);
    }
  });
});
