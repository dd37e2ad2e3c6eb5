import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../contract/envelope';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { createPodcast } from '../factories';
import { expectData, expectError } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, query?: Record<string, string | number>) =>
  call(t.app, 'GET', path, { query });

describe('podcasts', () => {
  it('lists podcasts with their track counts', async () => {
    const page = expectData('podcasts', await get(paths.podcasts.path));
    expect(page.total).toBeGreaterThan(0);
    for (const p of page.data) {
      const n = await t.db
        .selectFrom('podcast_tracks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('podcast_id', '=', p.id)
        .executeTakeFirstOrThrow();
      expect(p.track_count).toBe(Number(n.n));
    }
  });

  it('pages past the end with an empty page', async () => {
    const first = expectData('podcasts', await get(paths.podcasts.path, { page: 1 }));
    const past = expectData(
      'podcasts',
      await get(paths.podcasts.path, { page: first.last_page + 1 }),
    );
    expect(past).toEqual({ ...first, data: [], current_page: first.last_page + 1 });
  });

  it('pages a long list without overlap', async () => {
    for (let i = 0; i < PAGE_SIZE + 3; i++) await createPodcast(t);
    const first = expectData('podcasts', await get(paths.podcasts.path, { page: 1 }));
    const second = expectData('podcasts', await get(paths.podcasts.path, { page: 2 }));
    expect(first.data).toHaveLength(PAGE_SIZE);
    expect(second.data.length).toBe(first.total - PAGE_SIZE);
    const ids = [...first.data, ...second.data].map((p) => p.id);
    expect(new Set(ids).size).toBe(first.total);
  });

  it('answers a podcast with its tracks in order, and the tracks alone', async () => {
    const { id } = await t.db
      .selectFrom('podcasts')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const detail = expectData(
      'podcastDetail',
      await get(buildPath(paths.podcastDetail.path, { id })),
    );
    expect(detail.tracks.length).toBe(detail.track_count);
    expect(detail.tracks.length).toBeGreaterThan(0);
    const numbers = detail.tracks.map((tr) => tr.number);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    const tracks = expectData(
      'podcastTracks',
      await get(buildPath(paths.podcastTracks.path, { id })),
    );
    expect(tracks).toEqual(detail.tracks);
  });

  it('answers 404 and 400', async () => {
    for (const p of [paths.podcastDetail.path, paths.podcastTracks.path]) {
      expectError(await get(buildPath(p, { id: 999_999 })), 404, extra.notFound);
      expectError(await get(buildPath(p, { id: 'abc' })), 400, extra.badRequest);
    }
    expectError(await get(paths.podcasts.path, { page: 0 }), 400, extra.badRequest);
  });
});

describe('newsletters', () => {
  it('lists newsletters newest first, pages past the end empty', async () => {
    const first = expectData('newsletters', await get(paths.newsletters.path));
    expect(first.total).toBeGreaterThan(0);
    const published = first.data.map((n) => n.published_at);
    expect([...published].sort().reverse()).toEqual(published);
    const past = expectData(
      'newsletters',
      await get(paths.newsletters.path, { page: first.last_page + 1 }),
    );
    expect(past.data).toEqual([]);
    expect(past.last_page).toBe(first.last_page);
  });

  it('answers a newsletter with its HTML body', async () => {
    const { id } = await t.db.selectFrom('newsletters').select('id').executeTakeFirstOrThrow();
    const n = expectData(
      'newsletterDetail',
      await get(buildPath(paths.newsletterDetail.path, { id })),
    );
    expect(n.id).toBe(id);
    expect(n.body.length).toBeGreaterThan(0);
  });

  it('answers 404 and 400', async () => {
    const path = (id: string | number) => buildPath(paths.newsletterDetail.path, { id });
    expectError(await get(path(999_999)), 404, extra.notFound);
    expectError(await get(path('-1')), 400, extra.badRequest);
    expectError(await get(paths.newsletters.path, { page: 'x' }), 400, extra.badRequest);
  });
});
