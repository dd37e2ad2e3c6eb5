import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashEngine, type LoadOptions } from '@/features/player/engine/dash-engine';

/*
 * dash.js 5.2.1's live catch-up asks for a rate change while the picture stalls; the video model
 * waits for 'canplay' to apply it and its reset does not remove that listener, so when the next
 * session's dash.js on the same <video> reaches 'canplay' the old one throws "Cannot set
 * properties of null (setting 'playbackRate')" (seen in tests/e2e/live-rtmp.e2e.test.ts after
 * the encoder came back). The stand-in below keeps that behaviour; the engine must leave no
 * such listener behind when it unloads.
 */
vi.mock('dashjs', () => {
  class StallingPlayer {
    private element: HTMLVideoElement | null = null;
    updateSettings() {}
    getSettings() {
      return {};
    }
    on() {}
    addRequestInterceptor() {}
    initialize(view: HTMLVideoElement) {
      this.element = view;
      // The catch-up's rate change, waiting for the element to be able to play (VideoModel).
      const once = () => {
        view.removeEventListener('canplay', once);
        this.element!.playbackRate = 1.05;
      };
      view.addEventListener('canplay', once);
    }
    setInitialMediaSettingsFor() {}
    attachSource() {}
    isReady() {
      return false;
    }
    reset() {
      this.element = null;
    }
  }
  return {
    MediaPlayer: Object.assign(() => ({ create: () => new StallingPlayer() }), { events: {} }),
  };
});

const options: LoadOptions = {
  renditions: [],
  url: '/api/m/live/7/manifest.mpd',
  startTime: 0,
  autoPlay: true,
  quality: 'auto',
  audioLang: null,
  volume: 1,
  muted: false,
  playbackRate: 1,
};

describe('DashEngine.unload on a stalled live picture', () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.error);
    event.preventDefault();
  };
  afterEach(() => window.removeEventListener('error', onError));

  it("leaves no dash.js rate change to throw at the next session's first 'canplay'", async () => {
    window.addEventListener('error', onError);
    const video = document.createElement('video');
    const first = new DashEngine(video);
    await first.load(options);
    first.unload();

    // The next session on the same element becomes playable.
    const next = new DashEngine(video);
    await next.load({ ...options, url: `${options.url}#a2` });
    Object.defineProperty(video, 'readyState', { value: 3, configurable: true });
    video.dispatchEvent(new Event('canplay'));
    next.unload();
    expect(errors).toEqual([]);
  });
});
