import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '@/features/player/components/video-player';
import type { PlaybackChoice, PlayerSources } from '@/features/player/prefs/prepare-playback';
import { playerTexts } from '@/features/player/texts';

/*
 * Issue 17, point 4: the seek bar previews a frame of the moment it would seek to. dash.js is
 * faked (jsdom plays no video): its provideThumbnail answers as dash.js does for the sample's
 * 3x2 tiles of 160x90 frames, 6 s a tile, or with null for a title without a thumbnail track.
 */
const dash = vi.hoisted(() => {
  const state = { withTrack: true, notYet: 0, asked: [] as number[] };
  class FakePlayer {
    view: HTMLVideoElement | null = null;
    on() {}
    addRequestInterceptor() {}
    updateSettings() {}
    initialize(view: HTMLVideoElement) {
      this.view = view;
    }
    setInitialMediaSettingsFor() {}
    attachSource() {}
    reset() {}
    /** jsdom plays nothing: the element simply reports the new position. */
    seek(time: number) {
      if (!this.view) return;
      Object.defineProperty(this.view, 'currentTime', { configurable: true, value: time });
      this.view.dispatchEvent(new Event('timeupdate'));
    }
    isReady() {
      return true;
    }
    isDynamic() {
      return false;
    }
    getRepresentationsByType() {
      return [];
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
    provideThumbnail(time: number, done: (thumb: unknown) => void) {
      state.asked.push(time);
      if (!state.withTrack) return done(null);
      // The track not read yet: dash.js answers null for a while after playing starts.
      if (state.notYet > 0) {
        state.notYet -= 1;
        return done(null);
      }
      const index = Math.floor((time % 6) / 1);
      done({
        url: `/media/free/m1/thumb-${Math.floor(time / 6) + 1}.jpg`,
        x: (index % 3) * 160,
        y: Math.floor(index / 3) * 90,
        width: 160,
        height: 90,
      });
    }
  }
  return { FakePlayer, state };
});

vi.mock('dashjs', () => ({
  MediaPlayer: Object.assign(() => ({ create: () => new dash.FakePlayer() }), {
    events: {},
  }),
}));

const mpd = '/media/free/m1/manifest.mpd';
const sources: PlayerSources = { vid1: mpd, vid2: mpd, vid3: mpd, dubs: [], subs: [] };
const choice: PlaybackChoice = {
  renditions: [{ height: 480, url: mpd }],
  url: mpd,
  quality: 480,
  audioLang: null,
  subtitle: null,
  prefs: {},
};

afterEach(() => {
  dash.state.withTrack = true;
  dash.state.notYet = 0;
  dash.state.asked.length = 0;
});

/** The player with a 12-second title loaded (jsdom has no media: the duration is set by hand). */
async function renderPlayer() {
  const view = render(
    <VideoPlayer sources={sources} choice={choice} title="Кино" autoPlay={false} />,
  );
  const video = view.container.querySelector('video')!;
  Object.defineProperty(video, 'duration', { configurable: true, value: 12 });
  // A known duration means the element has the title's metadata.
  Object.defineProperty(video, 'readyState', { configurable: true, value: 1 });
  act(() => {
    video.dispatchEvent(new Event('durationchange'));
  });
  const region = screen.getByRole('region', { name: playerTexts.region });
  const slider = within(region).getByRole('slider', { name: new RegExp(playerTexts.seek) });
  await waitFor(() => expect(slider.hasAttribute('disabled')).toBe(false));
  return { view, slider };
}

const frame = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-seek-thumbnail]');

describe('seek-bar thumbnails', () => {
  it('shows the frame and time of the moment the arrow keys step to, while the slider has focus', async () => {
    const { view, slider } = await renderPlayer();
    expect(frame(view.container)).toBeNull();
    act(() => slider.focus());
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect((slider as HTMLInputElement).value).toBe('1'));
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect((slider as HTMLInputElement).value).toBe('2'));
    // Two steps of a second from 0: 0:02, the third frame of the first tile (x 320, y 0).
    await waitFor(() => expect(frame(view.container)).not.toBeNull());
    const tile = frame(view.container)!;
    expect(tile.style.backgroundImage).toBe('url("/media/free/m1/thumb-1.jpg")');
    expect(tile.style.backgroundPosition).toBe('-320px 0px');
    expect(tile.closest('[aria-hidden="true"]')?.textContent).toBe('00:02');

    fireEvent.keyDown(slider, { key: 'End' });
    await waitFor(() =>
      expect(frame(view.container)?.style.backgroundImage).toBe(
        'url("/media/free/m1/thumb-2.jpg")',
      ),
    );
    // The end asks a little before 12 s, inside the last tile's last frame.
    expect(frame(view.container)?.style.backgroundPosition).toBe('-320px -90px');
    expect(Math.max(...dash.state.asked)).toBeLessThan(12);

    act(() => slider.blur());
    await waitFor(() => expect(frame(view.container)).toBeNull());
  });

  it('shows the time alone, without errors, for a title without a thumbnail track', async () => {
    dash.state.withTrack = false;
    const { view, slider } = await renderPlayer();
    act(() => slider.focus());
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(dash.state.asked.length).toBeGreaterThan(0));
    const preview = [...view.container.querySelectorAll('[aria-hidden="true"]')].find(
      (el) => el.textContent === '00:01',
    );
    expect(preview).toBeDefined();
    expect(frame(view.container)).toBeNull();
  });

  it('shows the frame once dash.js has read the track, while the preview rests where it is', async () => {
    dash.state.notYet = 2;
    const { view, slider } = await renderPlayer();
    act(() => slider.focus());
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(dash.state.asked.length).toBeGreaterThan(0));
    expect(frame(view.container)).toBeNull();
    // No further key or pointer move: the preview asks again by itself.
    await waitFor(() => expect(frame(view.container)).not.toBeNull(), { timeout: 3000 });
    expect(frame(view.container)!.style.backgroundPosition).toBe('-160px 0px');
    expect(dash.state.asked.length).toBe(3);
  });
});
