import { afterEach, describe, expect, it } from 'vitest';
import type { HandedRead } from '@contract/handed-reads';
import { apiCall } from '@/lib/api-client';
import { watchPublicReads } from '@/lib/public-reads';
import { clearSession, saveSession } from '@/lib/session-storage';
import { server } from './msw-server';
import { fail, on } from './handlers/contract';

/*
 * Decision 044: the API client tells whoever keeps reads for the service worker of each guest's
 * public read, as it was sent and answered, and of nothing else.
 */

let wanted = true;
let seen: HandedRead[] = [];
const watch = () => {
  seen = [];
  watchPublicReads({ wants: () => wanted, seen: (read) => seen.push(read) });
};

afterEach(async () => {
  watchPublicReads(null);
  wanted = true;
  await clearSession();
});

describe('public reads the API client reports', () => {
  it('a guest’s public GET and listing POST, with the body as sent and the answer as parsed', async () => {
    server.use(
      on('faq', ({ ok }) => ok([{ id: 1, title: 'Асуулт', body: '<p>Хариулт</p>' }])),
      on('animeList', ({ ok }) => ok({ data: [], current_page: 1, last_page: 1, total: 0 })),
    );
    watch();
    await apiCall('faq');
    const body = { cats: [3], season: 'all', sort: 'z-a' as const, animeStatus: 'all' as const };
    await apiCall('animeList', { params: { userId: 0 }, query: { page: 1, t: 'all' }, body });
    expect(seen).toEqual([
      {
        url: '/api/footer/get-faq',
        method: 'GET',
        body: undefined,
        cacheControl: undefined,
        json: { status: true, data: [{ id: 1, title: 'Асуулт', body: '<p>Хариулт</p>' }] },
      },
      {
        url: '/api/m/anime/list/0?page=1&t=all',
        method: 'POST',
        body: JSON.stringify(body),
        cacheControl: undefined,
        json: { status: true, data: { data: [], current_page: 1, last_page: 1, total: 0 } },
      },
    ]);
  });

  it('nothing asked with a token, of a private route, refused, or while nobody wants it', async () => {
    server.use(
      on('faq', ({ ok }) => ok([])),
      on('notifications', ({ ok }) => ok({ count: 0, items: [] })),
      on('contentPage', () => fail(404, 'Олдсонгүй')),
      on('podcasts', () => ({ status: false, msg: 'Алдаа' })),
    );
    watch();
    await apiCall('notifications', { params: { userId: 5 } });
    await apiCall('contentPage', { params: { id: 9 }, quiet: true }).catch(() => undefined);
    await apiCall('podcasts', { quiet: true }).catch(() => undefined);
    wanted = false;
    await apiCall('faq');
    wanted = true;
    await saveSession('tok-1', 5);
    await apiCall('faq');
    expect(seen).toEqual([]);
  });
});
