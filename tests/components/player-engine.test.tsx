import { StrictMode, createRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer, type PlayerHandle } from '@/features/player/components/video-player';
import { MEASURED_KEY } from '@/features/player/engine/link-estimate';
import type { PlaybackChoice, PlayerSources } from '@/features/player/prefs/prepare-playback';
import { server } from './msw-server';

/** A stand-in for dash.js's MediaPlayer that records what the engine asks of it. */
const dash = vi.hoisted(() => {
  class FakePlayer {
    settings: unknown[] = [];
    handlers = new Map<string, ((e: unknown) => void)[]>();
    sources: [string, number | undefined][] = [];
    initialMedia: unknown[] = [];
    pinned: [string, string, boolean | undefined][] = [];
    reset = vi.fn();
    autoPlay: boolean | undefined;
    updateSettings(settings: unknown) {
      this.settings.push(settings);
    }
    addRequestInterceptor() {}
    getSettings() {
      return { streaming: { abr: { throughput: { bandwidthSafetyFactor: 0.9 } } } };
    }
    getAverageThroughput() {
      return 1234;
    }
    on(type: string, fn: (e: unknown) => void) {
      this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
    }
    emit(type: string, event: unknown = {}) {
      for (const fn of this.handlers.get(type) ?? []) fn(event);
    }
    initialize(_view: unknown, _src: unknown, autoPlay?: boolean) {
      this.autoPlay = autoPlay;
    }
    setInitialMediaSettingsFor(type: string, value: unknown) {
      this.initialMedia.push([type, value]);
    }
    attachSource(url: string, start?: number) {
      this.sources.push([url, start]);
    }
    getRepresentationsByType() {
      return [480, 720, 1080].map((height, i) => ({ id: String(i), height, bandwidth: height }));
    }
    getTracksFor() {
      return [{ lang: 'mn' }, { lang: 'en' }];
    }
    getCurrentTrackFor() {
      return { lang: 'mn' };
    }
    getCurrentRepresentationForType() {
      return null;
    }
    setRepresentationForTypeById(type: string, id: string, force?: boolean) {
      this.pinned.push([type, id, force]);
    }
    isDynamic() {
      return false;
    }
    isReady() {
      return true;
    }
    seek() {}
    seekToOriginalLive() {}
    setCurrentTrack() {}
  }
  const created: FakePlayer[] = [];
  const events = {
    STREAM_INITIALIZED: 'streamInitialized',
    QUALITY_CHANGE_RENDERED: 'qualityChangeRendered',
    TRACK_CHANGE_RENDERED: 'trackChangeRendered',
    ERROR: 'error',
    MANIFEST_LOADED: 'manifestLoaded',
    THROUGHPUT_MEASUREMENT_STORED: 'throughputMeasurementStored',
  };
  return { FakePlayer, created, events };
});

vi.mock('dashjs', () => {
  const MediaPlayer = Object.assign(
    () => ({
      create: () => {
        const player = new dash.FakePlayer();
        dash.created.push(player);
        return player;
      },
    }),
    { events: dash.events },
  );
  return { MediaPlayer };
});

const mpd = '/media/title/manifest.mpd';
const sources: PlayerSources = {
  vid1: mpd,
  vid2: mpd,
  vid3: mpd,
  dubs: [
    { key: 'mn', url: `${mpd}#mn` },
    { key: 'en', url: `${mpd}#en` },
  ],
  subs: [],
};

const choice = (patch: Partial<PlaybackChoice> = {}): PlaybackChoice => ({
  renditions: [
    { height: 480, url: mpd },
    { height: 720, url: mpd },
    { height: 1080, url: mpd },
  ],
  url: mpd,
  quality: 480,
  audioLang: 'en',
  subtitle: null,
  prefs: {},
  ...patch,
});

const live = () => dash.created.filter((p) => p.reset.mock.calls.length === 0);

afterEach(() => {
  dash.created.length = 0;
  localStorage.clear();
  vi.restoreAllMocks();
  delete (navigator as { connection?: unknown }).connection;
});

/** The seeded title's manifest as dash.js parses it: three video rungs and two audio tracks. */
const manifest = {
  Period: [
    {
      AdaptationSet: [
        {
          contentType: 'video',
          Representation: [
            { height: 480, bandwidth: 350_000 },
            { height: 720, bandwidth: 700_000 },
            { height: 1080, bandwidth: 1_300_000 },
          ],
        },
        { contentType: 'audio', Representation: [{ bandwidth: 64_000, mimeType: 'audio/mp4' }] },
        { contentType: 'audio', Representation: [{ bandwidth: 64_000, mimeType: 'audio/mp4' }] },
      ],
    },
  ],
};

/** The browser's estimate of the link (navigator.connection.downlink, Mbit/s). */
function downlink(mbps: number) {
  Object.defineProperty(navigator, 'connection', { value: { downlink: mbps }, configurable: true });
}

type Settings = { streaming?: { abr?: Record<string, unknown> } };
const abrSettings = (player: { settings: unknown[] }) =>
  player.settings.map((s) => (s as Settings).streaming?.abr).filter(Boolean);

function Player({ episode, c = choice() }: { episode: number; c?: PlaybackChoice }) {
  return (
    <VideoPlayer
      key={episode}
      sources={sources}
      choice={c}
      title={`Анги ${episode}`}
      autoPlay={false}
    />
  );
}

describe('dash.js engine under React', () => {
  it('keeps exactly one MediaPlayer through StrictMode’s double mount, and resets it on unmount', async () => {
    const view = render(
      <StrictMode>
        <Player episode={1} />
      </StrictMode>,
    );
    await waitFor(() => expect(live()).toHaveLength(1));
    // Whatever StrictMode created first was reset; the survivor opened the source once.
    expect(live()[0]!.sources).toEqual([[mpd, undefined]]);
    view.unmount();
    expect(live()).toHaveLength(0);
  });

  it('makes a new player per episode and resets the previous one', async () => {
    const view = render(<Player episode={1} />);
    await waitFor(() => expect(live()).toHaveLength(1));
    const first = live()[0]!;
    view.rerender(<Player episode={2} />);
    await waitFor(() => expect(dash.created).toHaveLength(2));
    expect(first.reset).toHaveBeenCalledOnce();
    expect(live()).toHaveLength(1);
    view.unmount();
  });

  it("turns off dash.js's own localStorage caching", async () => {
    render(<Player episode={1} />);
    await waitFor(() => expect(live()).toHaveLength(1));
    const streaming = (live()[0]!.settings[0] as { streaming: Record<string, unknown> }).streaming;
    expect(streaming.lastBitrateCachingInfo).toEqual({ enabled: false });
    expect(streaming.lastMediaSettingsCachingInfo).toEqual({ enabled: false });
  });

  it('keeps the saved quality as a ceiling and starts at what the link can carry', async () => {
    downlink(1.5);
    render(<Player episode={1} c={choice({ quality: 1080 })} />);
    await waitFor(() => expect(live()).toHaveLength(1));
    const player = live()[0]!;
    expect(player.initialMedia).toEqual([['audio', { lang: 'en' }]]);
    act(() => player.emit(dash.events.MANIFEST_LOADED, { data: manifest }));
    // 1.5 Mbit/s read as up to 10 % high (1364), dash.js's 0.9 margin (1227), less the sound
    // (64): 1163 kbit/s, which holds 720p (700) and not 1080p (1300).
    expect(abrSettings(player)).toContainEqual({
      maxBitrate: { video: 1300 },
      initialBitrate: { video: 1163 },
    });
    act(() => player.emit(dash.events.STREAM_INITIALIZED));
    // Adaptive all along: nothing pinned, switching on.
    expect(player.pinned).toEqual([]);
    expect(abrSettings(player)[0]).toMatchObject({ autoSwitchBitrate: { video: true } });
  });

  it('starts from the last playback’s measure when it is lower than the browser’s estimate', async () => {
    downlink(10);
    localStorage.setItem(MEASURED_KEY, '800');
    render(<Player episode={1} c={choice({ quality: 720 })} />);
    await waitFor(() => expect(live()).toHaveLength(1));
    const player = live()[0]!;
    act(() => player.emit(dash.events.MANIFEST_LOADED, { data: manifest }));
    // 800 × 0.9 − 64 = 656: 480p to start, under the 720p ceiling.
    expect(abrSettings(player)).toContainEqual({
      maxBitrate: { video: 700 },
      initialBitrate: { video: 656 },
    });
    // What dash.js measures is kept for the next playback.
    act(() => player.emit(dash.events.THROUGHPUT_MEASUREMENT_STORED, { mediaType: 'video' }));
    expect(localStorage.getItem(MEASURED_KEY)).toBe('1234');
  });

  it('opens the title where a seek asked before any media came, not at the start it was loaded with', async () => {
    const handle = createRef<PlayerHandle>();
    render(
      <VideoPlayer
        ref={handle}
        sources={sources}
        choice={choice()}
        title="Анги 1"
        startAt={8}
        autoPlay={false}
      />,
    );
    await waitFor(() => expect(live()).toHaveLength(1));
    const player = live()[0]!;
    const seek = vi.spyOn(player, 'seek');
    // "Эхнээс нь" pressed while the manifest is still on its way (the element has nothing yet).
    act(() => handle.current!.seek(0));
    act(() => handle.current!.seek(3));
    // A step forward counts from where the title will open.
    act(
      () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'l', code: 'KeyL' })),
    );
    expect(player.sources).toEqual([
      [mpd, 8],
      [mpd, undefined],
      [mpd, 3],
      [mpd, 13],
    ]);
    expect(seek).not.toHaveBeenCalled();
    // Once media is there, a seek is dash.js's own again.
    Object.defineProperty(document.querySelector('video')!, 'readyState', { value: 1 });
    act(() => handle.current!.seek(5));
    expect(seek).toHaveBeenCalledWith(5);
    expect(player.sources).toHaveLength(4);
  });

  it('waits out a link that stopped answering, then opens the title again where it was', async () => {
    let probes = 0;
    server.use(
      http.get('*/media/title/manifest.mpd', () => {
        probes++;
        return new HttpResponse('<MPD/>');
      }),
    );
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Player episode={1} />);
    await waitFor(() => expect(live()).toHaveLength(1));
    const player = live()[0]!;
    const video = document.querySelector('video')!;
    Object.defineProperty(video, 'currentTime', { value: 7.5, configurable: true });
    Object.defineProperty(video, 'readyState', { value: 1, configurable: true });
    act(() =>
      player.emit(dash.events.ERROR, {
        error: {
          code: 27,
          message: 'chunk-1-00005.m4s is not available',
          data: { request: {}, response: { status: 0 } },
        },
      }),
    );
    // No error panel: the viewer sees the picture wait, not a failure.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(probes).toBe(0);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(player.sources).toEqual([
        [mpd, undefined],
        [mpd, 7.5],
      ]),
    );
    expect(probes).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still shows the error when the server answered with a refusal', async () => {
    render(<Player episode={1} />);
    await waitFor(() => expect(live()).toHaveLength(1));
    const player = live()[0]!;
    act(() =>
      player.emit(dash.events.ERROR, {
        error: {
          code: 27,
          message: 'chunk-1-00005.m4s is not available',
          data: { request: {}, response: { status: 403 } },
        },
      }),
    );
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(player.sources).toEqual([[mpd, undefined]]);
  });
});
