import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '@contract/endpoints';
import LiveStage from '@/features/player/components/live-stage';
import { STATUS_EVERY_MS } from '@/features/player/hooks/use-live-channel';
import { clearSession } from '@/lib/session-storage';
import { resetAuthForTests, signIn } from '@/session';
import { loginData, meHandler, storedSession, TEST_TOKEN, user } from './handlers/auth';
import { on } from './handlers/contract';
import { server } from './msw-server';
import { renderApp } from './render-app';

/** A dynamic (live) dash.js stand-in with a DVR window, recording what the player asks of it. */
const dash = vi.hoisted(() => {
  class FakePlayer {
    handlers = new Map<string, ((e: unknown) => void)[]>();
    sources: string[] = [];
    presentationSeeks: number[] = [];
    toLive = 0;
    reset = () => undefined;
    updateSettings() {}
    getSettings() {
      return {};
    }
    on(type: string, fn: (e: unknown) => void) {
      this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
    }
    emit(type: string, event: unknown = {}) {
      for (const fn of this.handlers.get(type) ?? []) fn(event);
    }
    interceptors: ((request: { url: string; headers?: Record<string, string> }) => Promise<{
      headers?: Record<string, string>;
    }>)[] = [];
    addRequestInterceptor(fn: FakePlayer['interceptors'][number]) {
      this.interceptors.push(fn);
    }
    initialize() {}
    setInitialMediaSettingsFor() {}
    attachSource(url: string) {
      this.sources.push(url);
    }
    getRepresentationsByType() {
      return [{ id: '0', height: 180, bandwidth: 300_000 }];
    }
    getTracksFor() {
      return [];
    }
    getCurrentTrackFor() {
      return null;
    }
    getCurrentRepresentationForType() {
      return null;
    }
    isDynamic() {
      return true;
    }
    isReady() {
      return true;
    }
    getDvrWindow() {
      return { start: 1000, end: 1120, size: 120, startAsUtc: NaN, endAsUtc: NaN };
    }
    seek() {}
    seekToPresentationTime(t: number) {
      this.presentationSeeks.push(t);
    }
    seekToOriginalLive() {
      this.toLive += 1;
    }
  }
  const created: FakePlayer[] = [];
  return { FakePlayer, created };
});

vi.mock('dashjs', () => ({
  MediaPlayer: Object.assign(
    () => ({
      create: () => {
        const player = new dash.FakePlayer();
        dash.created.push(player);
        return player;
      },
    }),
    {
      events: {
        STREAM_INITIALIZED: 'streamInitialized',
        QUALITY_CHANGE_RENDERED: 'qualityChangeRendered',
        TRACK_CHANGE_RENDERED: 'trackChangeRendered',
        ERROR: 'error',
        MANIFEST_LOADED: 'manifestLoaded',
        THROUGHPUT_MEASUREMENT_STORED: 'throughputMeasurementStored',
      },
    },
  ),
}));

type Status = ResponseOf<'liveStatus'>;
const CHANNEL = 7;
const programme = { title: 'Зах зээлийн тойм', starts_at: '', ends_at: '' };

/** The channel's status as the test sets it; the heartbeats the server heard. */
function channelServer(first: Status) {
  const state = { status: first, beats: [] as unknown[] };
  server.use(
    on('liveStatus', ({ params }) => {
      expect(params.channel).toBe(String(CHANNEL));
      return state.status;
    }),
    on('liveHeartbeat', async ({ body }) => {
      state.beats.push(await body());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

const newest = () => dash.created.at(-1)!;
const video = () => document.querySelector('video')!;

/** The media element says it plays (jsdom has no media pipeline). */
function picturePlays(at = 1110) {
  Object.defineProperty(video(), 'currentTime', { value: at, configurable: true, writable: true });
  act(() => {
    newest().emit('streamInitialized');
    video().dispatchEvent(new Event('playing'));
    video().dispatchEvent(new Event('timeupdate'));
  });
}

// A channel's session needs a login (decision 073): the viewer is signed in unless a test says.
beforeEach(async () => {
  await storedSession();
});

afterEach(async () => {
  dash.created.length = 0;
  await clearSession();
  resetAuthForTests();
});

// The poll runs on the real clock every 3 s: waits are conditions with room for a loaded machine.
const WAIT = { timeout: 15_000 };

describe('live player (issue 28: slate, re-attach, DVR)', () => {
  it('shows the slate in a polite live region while the feed is down and re-attaches a new session without a reload', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const channel = channelServer({ state: 'live', session: 's1', since: null, programme });
    render(<LiveStage title="BTV Шууд" channel={CHANNEL} />);

    await waitFor(() => expect(newest()?.sources).toEqual([`/api/m/live/${CHANNEL}/manifest.mpd`]));
    picturePlays();
    // The programme the status names is shown with the player.
    expect(screen.getAllByText(programme.title).length).toBeGreaterThan(0);
    // The live region is in the page before it has anything to say.
    const region = screen.getAllByRole('status').find((el) => el.hasAttribute('data-live-slate'))!;
    expect(region.textContent).toBe('');

    channel.status = { state: 'offline', session: null, since: null, programme };
    await waitFor(() => expect(region.textContent).toContain('Шууд дамжуулалт түр тасарлаа'), WAIT);
    expect(region.textContent).toContain('Дамжуулалт сэргэмэгц автоматаар үргэлжилнэ');
    expect(region.getAttribute('aria-live') ?? 'polite').toBe('polite');
    // dash.js failing on the gone session is not a player error while the slate shows.
    act(() => newest().emit('error', { error: { code: 27, message: 'gone' } }));
    expect(screen.queryByRole('alert')).toBeNull();
    const before = dash.created.length;

    channel.status = { state: 'live', session: 's2', since: null, programme };
    await waitFor(() => expect(dash.created.length).toBe(before + 1), WAIT);
    expect(newest().sources[0]).toMatch(new RegExp(`^/api/m/live/${CHANNEL}/manifest\\.mpd#`));
    // The slate stays until the new session's picture moves, then goes.
    expect(region.textContent).toContain('Шууд дамжуулалт түр тасарлаа');
    picturePlays();
    await waitFor(() => expect(region.textContent).toBe(''));
  }, 60_000);

  it('says a starting broadcast starts soon (never that it dropped) and plays it by itself once ready', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const channel = channelServer({ state: 'starting', session: null, since: null, programme });
    render(<LiveStage title="BTV Шууд" channel={CHANNEL} />);
    const region = await waitFor(() => {
      const found = screen.getAllByRole('status').find((el) => el.hasAttribute('data-live-slate'));
      expect(found?.textContent).toContain('Шууд дамжуулалт удахгүй эхэлнэ');
      return found!;
    }, WAIT);
    expect(region.textContent).toContain('Дамжуулалт эхэлмэгц автоматаар тоглоно');
    expect(region.textContent).not.toContain('тасарлаа');
    // Nothing to open yet: the session's manifest does not exist before its first segment.
    expect(dash.created).toEqual([]);

    channel.status = { state: 'live', session: 's1', since: null, programme };
    await waitFor(
      () => expect(newest()?.sources).toEqual([`/api/m/live/${CHANNEL}/manifest.mpd`]),
      WAIT,
    );
    expect(region.textContent).toBe('');
    picturePlays();
    expect(region.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  }, 60_000);

  it("asks for the channel's manifest with the viewer's token (it decides access by it)", async () => {
    channelServer({ state: 'live', session: 's1', since: null, programme: null });
    render(<LiveStage title="BTV Шууд" channel={CHANNEL} />);
    await waitFor(() => expect(newest()?.sources.length).toBe(1));
    // dash.js fetches the manifest itself, through the interceptors the engine gave it.
    let request = { url: newest().sources[0]!, headers: {} as Record<string, string> };
    for (const intercept of newest().interceptors) {
      request = { ...request, ...(await intercept(request)) };
    }
    expect(request.headers).toMatchObject({ Authorization: `Bearer ${TEST_TOKEN}` });
  });

  it('asks a guest to sign in instead of failing on the manifest, and plays once they have', async () => {
    await clearSession();
    resetAuthForTests();
    channelServer({ state: 'live', session: 's1', since: null, programme: null });
    const viewer = userEvent.setup();
    render(<LiveStage title="BTV Шууд" channel={CHANNEL} />);
    const gate = await screen.findByRole('alert', {}, WAIT);
    expect(gate.textContent).toContain('Та нэвтэрч орсны дараа үзэх боломжтой!');
    expect(dash.created).toEqual([]);
    await viewer.click(screen.getByRole('button', { name: 'Нэвтрэх' }));

    server.use(meHandler(user()));
    await act(() => signIn(loginData()));
    await waitFor(() => expect(newest()?.sources).toEqual([`/api/m/live/${CHANNEL}/manifest.mpd`]));
    expect(screen.queryByText('Та нэвтэрч орсны дараа үзэх боломжтой!')).toBeNull();
  });

  it('tells a viewer the paid channel refuses (403) why, with the way to renew, not a player error', async () => {
    const refusal = 'Та эрхээ сунгаж үзвэрээ үзнэ үү!';
    channelServer({ state: 'live', session: 's1', since: null, programme: null });
    server.use(
      http.get(`/api/m/live/${CHANNEL}/manifest.mpd`, () =>
        HttpResponse.json({ status: false, msg: refusal }, { status: 403 }),
      ),
    );
    await renderApp(<LiveStage title="BTV Шууд" channel={CHANNEL} />, { user: user({ days: 0 }) });
    await waitFor(() => expect(newest()?.sources.length).toBe(1), WAIT);
    // dash.js's refused manifest: a download error with no status and no words.
    act(() => newest().emit('error', { error: { code: 10, message: 'parsing failure' } }));

    // The player's error shows at once; the server's reason replaces it once asked.
    const gate = (await screen.findByText(refusal, {}, WAIT)).closest('[role="alert"]');
    expect(gate).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Эрх сунгах' }).getAttribute('href')).toBe('/pack');
    expect(screen.queryByText('Бичлэгийг тоглуулж чадсангүй.')).toBeNull();
  });

  it('sends a heartbeat while the session plays', async () => {
    const channel = channelServer({ state: 'live', session: 's1', since: null, programme: null });
    render(<LiveStage title="BTV Шууд" channel={CHANNEL} />);
    await waitFor(() => expect(newest()?.sources.length).toBe(1));
    picturePlays();
    await waitFor(() => expect(channel.beats.length).toBeGreaterThan(0));
    expect(channel.beats[0]).toMatchObject({ playing: true });
  });

  it('asks for the status rarely in a hidden tab, and at once when the tab is shown again', async () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    let asked = 0;
    server.use(
      on('liveStatus', () => {
        asked += 1;
        return { state: 'live', session: 's1', since: null, programme: null } satisfies Status;
      }),
    );
    render(<LiveStage title="BTV Шууд" channel={CHANNEL} />);
    await waitFor(() => expect(asked).toBe(1));
    // Past the visible tab's rhythm: a hidden tab has not asked again (a slow machine only
    // delays a poll, it never adds one).
    await new Promise((resolve) => setTimeout(resolve, STATUS_EVERY_MS + 1_000));
    expect(asked).toBe(1);
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(asked).toBe(2));
    hidden.mockRestore();
  }, 30_000);

  it('plays the standing loop when the channel has no status route (404)', async () => {
    server.use(on('liveStatus', () => HttpResponse.json({ status: false }, { status: 404 })));
    render(<LiveStage title="BTV Шууд" channel={CHANNEL} />);
    await waitFor(() => expect(newest()?.sources).toEqual(['/api/m/live/manifest.mpd']));
  });

  it('rewinds over the DVR window by keys and bar, shows -1:05 behind live, and the badge returns to live', async () => {
    channelServer({ state: 'live', session: 's1', since: null, programme: null });
    const user = userEvent.setup();
    render(<LiveStage title="BTV Шууд" channel={CHANNEL} />);
    await waitFor(() => expect(newest()?.sources.length).toBe(1));
    // 65 s behind the window's end (1120).
    picturePlays(1055);

    const bar = await screen.findByRole('slider', { name: 'Гүйлгэх' });
    expect((bar as HTMLInputElement).value).toBe('-65');
    expect(screen.getByText('-1:05').hasAttribute('data-behind-live')).toBe(true);

    // J: 10 s back, within the window, in the element's time (not dash.js's window-relative seek).
    await user.keyboard('j');
    expect(newest().presentationSeeks.at(-1)).toBe(1045);
    await user.click(screen.getByRole('button', { name: '10 секунд урагшлуулах' }));
    expect(newest().presentationSeeks.at(-1)).toBe(1065);

    // The bar by keyboard: End is the live edge.
    act(() => bar.focus());
    await user.keyboard('{End}');
    await waitFor(() => expect(newest().presentationSeeks.at(-1)).toBe(1120));

    // The LIVE badge, reached with Tab and pressed with Enter, goes back to the live edge.
    const badge = screen.getByRole('button', { name: 'Шууд дамжуулалт руу очих' });
    act(() => badge.focus());
    await user.keyboard('{Enter}');
    expect(newest().toLive).toBe(1);
  });
});
