import 'fake-indexeddb/auto';
// Before the worker's modules: Workbox reads `self` as they load.
import { WORKER_ORIGIN, WorkerEvent } from './worker-self';
import { MemoryCaches } from './memory-caches';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Strategy } from 'workbox-strategies';
import { apiReadStrategy, imageStrategy, playerStrategy } from '../../sw/runtime-strategies';
import { isNoStore, isStorable } from '../../sw/storable';

/*
 * Issue 27 point 12: the worker never stores an answer marked `Cache-Control: no-store`. The
 * worker's own Workbox strategies (not copies of them) run here against an in-memory Cache
 * Storage and a network that answers with the headers under test.
 */

const globals = globalThis as unknown as Record<string, unknown>;
let storage: MemoryCaches;
let answer: () => Response;
const saved = { caches: globals.caches, fetch: globals.fetch };

beforeEach(() => {
  storage = new MemoryCaches();
  globals.caches = storage;
  globals.fetch = () => Promise.resolve(answer());
});
afterEach(() => {
  Object.assign(globals, saved);
});

/** Sends one request through a strategy as the worker's fetch handler would. */
async function through(strategy: Strategy, url: string, headers: Record<string, string> = {}) {
  const event = new WorkerEvent();
  const [response, done] = strategy.handleAll({
    request: new Request(url, { headers }),
    // A stand-in for the worker's ExtendableEvent (worker-self.ts); tests have no WebWorker types.
    event: event as never,
  });
  await response;
  await done;
  await Promise.all(event.pending);
}

const json = (cacheControl: string | null, status = 200) =>
  new Response('{"status":true,"data":[]}', {
    status,
    headers: {
      'Content-Type': 'application/json',
      ...(cacheControl === null ? {} : { 'Cache-Control': cacheControl }),
    },
  });

describe('the worker keeps no answer marked no-store', () => {
  it.each([
    ['no-store', false],
    ['private, no-store', false],
    ['No-Store', false],
    ['max-age=0, no-store, must-revalidate', false],
    [null, true],
    ['private, no-cache', true],
    ['public, max-age=3600', true],
  ])('API read answered Cache-Control: %s → stored %s', async (cacheControl, keep) => {
    answer = () => json(cacheControl);
    const url = `${WORKER_ORIGIN}/api/m/movie/7`;
    await through(apiReadStrategy(), url, { Authorization: 'Bearer t' });
    expect(await anyStored(url)).toBe(keep);
  });

  it('keeps no error either, as Workbox did before the worker had a rule of its own', async () => {
    answer = () => json(null, 503);
    const url = `${WORKER_ORIGIN}/api/m/latest/movie`;
    await through(apiReadStrategy(), url);
    expect(await anyStored(url)).toBe(false);
  });

  it('holds for artwork and the player chunk too', async () => {
    answer = () => new Response('x', { headers: { 'Cache-Control': 'no-store' } });
    await through(imageStrategy(), `${WORKER_ORIGIN}/uploads/avatars/a.png`);
    await through(playerStrategy(), `${WORKER_ORIGIN}/btv/assets/dash-x.js`);
    expect(await anyStored(`${WORKER_ORIGIN}/uploads/avatars/a.png`)).toBe(false);
    expect(await anyStored(`${WORKER_ORIGIN}/btv/assets/dash-x.js`)).toBe(false);
    answer = () => new Response('x', { headers: { 'Cache-Control': 'public, max-age=86400' } });
    await through(imageStrategy(), `${WORKER_ORIGIN}/uploads/avatars/a.png`);
    expect(await anyStored(`${WORKER_ORIGIN}/uploads/avatars/a.png`)).toBe(true);
  });
});

async function anyStored(url: string): Promise<boolean> {
  return (await storage.match(url)) !== undefined;
}

describe('isNoStore and isStorable', () => {
  it('read the directive, not a substring of another one', () => {
    const headed = (value: string, status = 200) =>
      new Response(null, { status, headers: { 'Cache-Control': value } });
    expect(isNoStore(headed('no-store'))).toBe(true);
    expect(isNoStore(headed(' NO-STORE '))).toBe(true);
    expect(isNoStore(headed('no-cache'))).toBe(false);
    expect(isNoStore(headed('x-no-store-hint=1'))).toBe(false);
    expect(isStorable(headed('private, no-cache'))).toBe(true);
    expect(isStorable(headed('public', 206))).toBe(false);
  });
});
