import 'fake-indexeddb/auto';
// Before the worker's modules: Workbox reads `self` as they load.
import { WORKER_ORIGIN, WorkerEvent } from './worker-self';
import { MemoryCaches } from './memory-caches';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_CACHE } from '../../contract/device-storage';
import { MAX_HANDED_IMAGES, imageKeeper } from '../../sw/image-cache';
import { imageStrategy } from '../../sw/runtime-strategies';

/*
 * Issue 29: the pictures a first visit showed before the worker existed are handed to it
 * (KEEP_IMAGES) and copied from the HTTP cache only, so the page reloaded offline shows them and
 * nothing is downloaded twice. The worker's keeper runs here against an in-memory Cache Storage
 * and a fetch that answers as the browser's HTTP cache would.
 */

const globals = globalThis as unknown as Record<string, unknown>;
const savedFetch = globals.fetch;
let storage: MemoryCaches;
/** What the HTTP cache holds, by path. */
let httpCache: Set<string>;
let asked: string[];

const picture = () =>
  new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000' },
  });

beforeEach(() => {
  storage = new MemoryCaches();
  httpCache = new Set();
  asked = [];
  globals.caches = storage;
  globals.fetch = (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push(`${path} ${request.cache}`);
    // A request that may only be answered from the HTTP cache fails when it holds nothing.
    return httpCache.has(path)
      ? Promise.resolve(picture())
      : Promise.reject(new TypeError('Failed to fetch'));
  };
});
// `caches` stays a store after each test (this file's own context): Workbox's expiration may run
// once more on its own after a test's work is done, and must find one there, not undefined.
afterEach(() => {
  globals.fetch = savedFetch;
});

const keep = imageKeeper(imageStrategy());

async function handOver(urls: unknown) {
  const event = new WorkerEvent();
  await keep(urls, event as never);
  // The expiration's bookkeeping joins the event as it goes: wait until nothing new is added.
  for (let seen = -1; seen !== event.pending.length;) {
    seen = event.pending.length;
    await Promise.all(event.pending);
  }
}

const kept = async () =>
  (await (await storage.open(IMAGE_CACHE)).keys()).map((r) => new URL(r.url).pathname).sort();

describe("a first visit's pictures", () => {
  it('are copied from the HTTP cache only, and one it does not hold is left out', async () => {
    httpCache = new Set(['/art/12.svg', '/uploads/images/a-320.webp']);
    await handOver([
      `${WORKER_ORIGIN}/art/12.svg`,
      `${WORKER_ORIGIN}/uploads/images/a-320.webp`,
      `${WORKER_ORIGIN}/art/13.svg`,
    ]);
    expect(asked.sort()).toEqual([
      '/art/12.svg only-if-cached',
      '/art/13.svg only-if-cached',
      '/uploads/images/a-320.webp only-if-cached',
    ]);
    expect(await kept()).toEqual(['/art/12.svg', '/uploads/images/a-320.webp']);
  });

  it('are not asked for again once kept, nor twice when named twice', async () => {
    httpCache = new Set(['/art/12.svg']);
    await handOver([`${WORKER_ORIGIN}/art/12.svg`, `${WORKER_ORIGIN}/art/12.svg`]);
    await handOver([`${WORKER_ORIGIN}/art/12.svg`]);
    expect(asked).toEqual(['/art/12.svg only-if-cached']);
  });

  it('ignore what is not a picture of this origin, or not a list of names', async () => {
    httpCache = new Set(['/art/12.svg', '/api/m/slides/big', '/btv/assets/index.js']);
    await handOver([
      'https://elsewhere.example/art/12.svg',
      `${WORKER_ORIGIN}/api/m/slides/big`,
      `${WORKER_ORIGIN}/btv/assets/index.js`,
      'not a url',
      42,
      null,
    ]);
    await handOver(`${WORKER_ORIGIN}/art/12.svg`);
    await handOver({ urls: [`${WORKER_ORIGIN}/art/12.svg`] });
    expect(asked).toEqual([]);
    expect(await kept()).toEqual([]);
  });

  it(`take at most ${MAX_HANDED_IMAGES} names from one message`, async () => {
    const names = Array.from({ length: MAX_HANDED_IMAGES + 50 }, (_, i) => `/art/${i}.svg`);
    httpCache = new Set(names);
    await handOver(names.map((path) => `${WORKER_ORIGIN}${path}`));
    expect(asked).toHaveLength(MAX_HANDED_IMAGES);
  });
});

describe('a width of a picture the worker does not hold, with no network', () => {
  const strategy = imageStrategy();

  /** What the worker answers for `path` while every fetch fails. */
  async function offline(path: string): Promise<string | null> {
    const response = await strategy
      .handle({
        event: new WorkerEvent() as never,
        request: new Request(`${WORKER_ORIGIN}${path}`),
      })
      .catch(() => null);
    return response ? response.text() : null;
  }

  async function hold(...paths: string[]) {
    const cache = await storage.open(IMAGE_CACHE);
    for (const path of paths) await cache.put(`${WORKER_ORIGIN}${path}`, new Response(path));
  }

  it('is answered with the narrowest kept width at least as wide, else the widest', async () => {
    await hold('/art/12-160.webp', '/art/12-160-320-480.webp', '/art/13-320.webp');
    expect(await offline('/art/12-320.webp')).toBe('/art/12-160-320-480.webp');
    expect(await offline('/art/13-160-320-480.webp')).toBe('/art/13-320.webp');
    await hold('/uploads/images/' + 'a'.repeat(32) + '-640.webp');
    expect(await offline('/uploads/images/' + 'a'.repeat(32) + '-320.webp')).toBe(
      '/uploads/images/' + 'a'.repeat(32) + '-640.webp',
    );
  });

  it('fails as before for a picture with no width kept, or one that is not offered by width', async () => {
    await hold('/art/12-160.webp', '/art/7.svg');
    expect(await offline('/art/14-160.webp')).toBeNull();
    expect(await offline('/art/1-160.webp')).toBeNull();
    expect(await offline('/art/8.svg')).toBeNull();
    expect(await offline('/uploads/avatars/a.webp')).toBeNull();
  });
});
