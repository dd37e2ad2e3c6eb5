import 'fake-indexeddb/auto';
// Before the worker's modules: Workbox reads `self` as they load.
import { WORKER_ORIGIN, WorkerEvent } from './worker-self';
import { MemoryCaches } from './memory-caches';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_CACHE } from '../../sw/cache-names';
import { keepReads } from '../../sw/keep-reads';
import { postCacheKey } from '../../sw/post-cache';
import { apiReadStrategy } from '../../sw/runtime-strategies';

/*
 * Decision 044: the reads a page hands over are kept as the worker's own routes would have kept
 * them, so the route answers them with no network; nothing the contract or the answer's
 * Cache-Control forbids is kept, and an answer the worker already holds stays.
 */

const globals = globalThis as unknown as Record<string, unknown>;
const saved = { caches: globals.caches, fetch: globals.fetch };
let storage: MemoryCaches;

beforeEach(() => {
  storage = new MemoryCaches();
  globals.caches = storage;
  globals.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
});
afterEach(() => {
  Object.assign(globals, saved);
});

async function keep(reads: unknown): Promise<void> {
  const event = new WorkerEvent();
  // A stand-in for the message event (worker-self.ts); tests have no WebWorker types.
  await keepReads(reads, event as never, apiReadStrategy());
  await Promise.all(event.pending);
}

const faq = { status: true, data: [{ id: 1, title: 'Хэрхэн бүртгүүлэх вэ?' }] };

describe('reads handed to the worker', () => {
  it('keeps a public read so that its route answers it with no network', async () => {
    await keep([{ url: '/api/footer/get-faq', method: 'GET', json: faq }]);
    const event = new WorkerEvent();
    const response = await apiReadStrategy().handle({
      request: new Request(`${WORKER_ORIGIN}/api/footer/get-faq`),
      event: event as never,
    });
    await Promise.all(event.pending);
    expect(await response.json()).toEqual(faq);
    expect(response.headers.get('Content-Type')).toBe('application/json');
  });

  it('keeps a listing POST under the key the POST cache looks it up by', async () => {
    const url = '/api/m/anime/list/0?page=1&t=all';
    const body = JSON.stringify({ cats: [], season: 'all', sort: 'all', animeStatus: 'all' });
    const json = { status: true, data: { data: [{ id: 4, title: 'Цуврал' }], current_page: 1 } };
    await keep([{ url, method: 'POST', body, json }]);
    const key = await postCacheKey(new Request(`${WORKER_ORIGIN}${url}`, { method: 'POST', body }));
    const cached = await (await storage.open(API_CACHE)).match(key);
    expect(await cached?.json()).toEqual(json);
  });

  it('keeps nothing private, no-store, off the API, malformed or not a list', async () => {
    await keep([
      { url: '/api/m/notifications/5', method: 'GET', json: { status: true, data: [] } },
      { url: '/api/m/anime/list/0', method: 'GET', json: { status: true, data: [] } },
      { url: '/api/footer/get-faq', method: 'GET', cacheControl: 'no-store', json: faq },
      { url: 'https://elsewhere.example/api/footer/get-faq', method: 'GET', json: faq },
      { url: '/btv/index.html', method: 'GET', json: faq },
      { url: '/api/footer/get-faq', method: 'PUT', json: faq },
      { url: '/api/footer/get-faq', method: 'GET' },
      { url: 7, method: 'GET', json: faq },
      null,
    ]);
    await keep({ url: '/api/footer/get-faq', method: 'GET', json: faq });
    expect((await storage.open(API_CACHE)).entries.size).toBe(0);
  });

  it('leaves an answer the worker already holds: it fetched that one since', async () => {
    const newer = { status: true, data: [{ id: 2, title: 'Шинэ асуулт' }] };
    const cache = await storage.open(API_CACHE);
    await cache.put(`${WORKER_ORIGIN}/api/footer/get-faq`, Response.json(newer));
    await keep([{ url: '/api/footer/get-faq', method: 'GET', json: faq }]);
    expect(await (await cache.match(`${WORKER_ORIGIN}/api/footer/get-faq`))?.json()).toEqual(newer);
  });
});
