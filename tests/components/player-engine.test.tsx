import { StrictMode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '@/features/player/components/video-player';
import type { PlaybackChoice, PlayerSources } from '@/features/player/prefs/prepare-playback';

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
});

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

  it('starts on the chosen rendition and sound, with adaptive switching off', async () => {
    render(<Player episode={1} c={choice({ quality: 720 })} />);
    await waitFor(() => expect(live()).toHaveLength(1));
    const player = live()[0]!;
    expect(player.initialMedia).toEqual([['audio', { lang: 'en' }]]);
    const manifest = {
      Period: [
        {
          AdaptationSet: [
            {
              Representation: [
                { height: 480, bandwidth: 350_000 },
                { height: 720, bandwidth: 700_000 },
                { height: 1080, bandwidth: 1_300_000 },
              ],
            },
          ],
        },
      ],
    };
    act(() => player.emit(dash.events.MANIFEST_LOADED, { data: manifest }));
    expect(player.settings).toContainEqual({
      streaming: { abr: { initialBitrate: { video: 700 } } },
    });
    act(() => player.emit(dash.events.STREAM_INITIALIZED));
    expect(player.pinned).toEqual([['video', '1', false]]);
    const abr = (player.settings[0] as { streaming: { abr: unknown } }).streaming.abr;
    expect(abr).toMatchObject({ autoSwitchBitrate: { video: false } });
  });
});
