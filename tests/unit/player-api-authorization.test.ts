import { afterEach, describe, expect, it } from 'vitest';
import { withApiAuthorization } from '@/features/player/engine/api-authorization';
import { clearSession, saveSession } from '@/lib/session-storage';

/*
 * dash.js fetches a live channel's manifest (an API answer that decides access by the viewer's
 * token) itself: without the token every signed-in viewer was refused with 401 and saw the slate
 * forever (found by tests/e2e/live-rtmp.e2e.test.ts). Only this site's API gets the token.
 */

const ORIGIN = 'https://btv.example';

describe('withApiAuthorization', () => {
  afterEach(async () => {
    await clearSession().catch(() => undefined);
  });

  it("adds the signed-in viewer's token to the live channel manifest", async () => {
    await saveSession('tok-1', 7).catch(() => undefined);
    const request = await withApiAuthorization(
      { url: '/api/m/live/64/manifest.mpd#a2', headers: { Accept: 'x' } },
      ORIGIN,
    );
    expect(request.headers).toEqual({ Accept: 'x', Authorization: 'Bearer tok-1' });
    const absolute = await withApiAuthorization(
      { url: `${ORIGIN}/api/m/live/64/manifest.mpd` } as {
        url: string;
        headers?: Record<string, string>;
      },
      ORIGIN,
    );
    expect(absolute.headers).toEqual({ Authorization: 'Bearer tok-1' });
  });

  it('never gives the token to media, to another origin, or for a guest', async () => {
    await saveSession('tok-1', 7).catch(() => undefined);
    for (const url of [
      '/media/free/l64/s1-v180-1.m4s',
      'https://cdn.example/api/m/live/64/manifest.mpd',
      'https://btv.example.evil/api/m/live/64/manifest.mpd',
    ]) {
      const request = await withApiAuthorization({ url, headers: {} }, ORIGIN);
      expect(request.headers, url).toEqual({});
    }
    await clearSession().catch(() => undefined);
    const guest = await withApiAuthorization(
      { url: '/api/m/live/64/manifest.mpd' } as { url: string; headers?: Record<string, string> },
      ORIGIN,
    );
    expect(guest.headers ?? {}).toEqual({});
  });
});
