import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { ByteLru } from '../../server/http/byte-lru';
import { call, createTestApp, type TestApp } from './test-app';

/*
 * Point 11 of issue 13 (docs/decisions/014): the guest cache keyed reads by the raw body text
 * while the route read a non-JSON body as "no filters", so one text/plain post planted the
 * unfiltered listing under the key of a filtered one, for every guest, for 10 s. Junk query keys
 * grew the cache without bound.
 */

let t: TestApp;
let category: number;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_MS: '10000' });
  const row = await t.db
    .selectFrom('media_categories')
    .select('category_id')
    .orderBy('category_id')
    .executeTakeFirstOrThrow();
  category = row.category_id;
});
afterAll(() => t.close());

const listPath = `${buildPath(paths.animeList.path, { userId: 0 })}?page=1&t=all`;
const filtered = () =>
  JSON.stringify({ cats: [category], season: 'all', sort: 'all', animeStatus: 'all' });
const post = (body: string, contentType: string | null, path = listPath) =>
  t.app.request(path, {
    method: 'POST',
    headers: contentType ? { 'content-type': contentType } : {},
    body,
  });
const ids = (json: unknown) =>
  (json as { data: { data: { id: number }[] } }).data.data.map((m) => m.id).sort();

describe('guest cache keys and body types', () => {
  it("a text/plain post cannot plant an answer for other guests' filtered listing", async () => {
    const attack = await post(filtered(), 'text/plain');
    expect(attack.status).toBe(415);
    expect(await attack.json()).toEqual({ status: false, msg: extra.unsupportedMediaType });

    const guest = await post(filtered(), 'application/json');
    expect(guest.status).toBe(200);
    expect(guest.headers.get('x-cache')).toBeNull();
    const unfiltered = await post('{}', 'application/json');
    expect(ids(await guest.json())).not.toEqual(ids(await unfiltered.json()));
  });

  it.each([
    ['text/plain', 'cats=1'],
    ['application/xml', '<cats>1</cats>'],
    [null, '{"cats":[1]}'],
  ])('answers 415 with a Mongolian text to a %s body on a JSON endpoint', async (type, body) => {
    for (const path of [listPath, paths.moviesWeb.path, paths.login.path, paths.contact.path]) {
      const res = await post(body, type, path);
      expect(res.status, path).toBe(415);
      expect(await res.json()).toEqual({ status: false, msg: extra.unsupportedMediaType });
    }
  });

  it('keeps malformed JSON a 400, and refuses a form post like any other non-JSON body', async () => {
    const broken = await post('{"cats":', 'application/json');
    expect(broken.status).toBe(400);
    // Issue 27 point 10: a form is what another site can post (tests/server/cross-site.test.ts).
    const form = await post(
      'phone=99119911&password=0000',
      'application/x-www-form-urlencoded',
      paths.login.path,
    );
    expect(form.status).toBe(415);
  });

  it('maps 5,000 cache-busting query strings and reordered bodies to one entry', async () => {
    const path = paths.faq.path;
    const first = await call(t.app, 'GET', path, { query: { bust: 0 } });
    expect(first.status).toBe(200);
    for (let n = 1; n <= 5000; n++) {
      const res = await t.app.request(`${path}?bust=${n}&x${n}=${n}`);
      expect(res.headers.get('x-cache')).toBe('hit');
    }
    const reordered = JSON.stringify({
      animeStatus: 'all',
      sort: 'all',
      season: 'all',
      cats: [category],
    });
    await post(filtered(), 'application/json');
    const again = await post(reordered, 'application/json; charset=utf-8', `${listPath}&bust=9`);
    expect(again.headers.get('x-cache')).toBe('hit');
  });
});

describe('ByteLru', () => {
  it('stays under its byte budget whatever the number of keys', () => {
    const lru = new ByteLru<string>(10_000, (k, v) => k.length + v.length);
    for (let n = 0; n < 5000; n++) lru.set(`key${n}`, 'x'.repeat(100));
    expect(lru.bytes).toBeLessThanOrEqual(10_000);
    expect(lru.size).toBeLessThan(100);
    expect(lru.get('key0')).toBeUndefined();
    expect(lru.get('key4999')).toBeDefined();
    lru.set('huge', 'x'.repeat(20_000));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.bytes).toBeLessThanOrEqual(10_000);
  });

  it('drops the least recently used first', () => {
    const lru = new ByteLru<number>(1000, () => 100);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    for (let n = 0; n < 9; n++) lru.set(`n${n}`, n);
    expect(lru.size).toBe(10);
    expect(lru.get('a')).toBe(1);
    expect(lru.get('b')).toBeUndefined();
  });
});
