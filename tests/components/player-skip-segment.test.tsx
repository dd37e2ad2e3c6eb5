import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Segment } from '@contract/entities';
import { VideoPlayer } from '@/features/player';
import type { PlaybackChoice, PlayerSources } from '@/features/player';

vi.mock('dashjs', () => import('./never-ready-dashjs'));

const mpd = '/media/title/manifest.mpd';
const sources: PlayerSources = { vid1: mpd, vid2: null, vid3: null, dubs: [], subs: [] };
const choice: PlaybackChoice = {
  renditions: [{ height: 480, url: mpd }],
  url: mpd,
  quality: 480,
  audioLang: null,
  subtitle: null,
  prefs: {},
};
/** As the seed's sample episodes: recap 0–2 s, intro 2–5 s, credits from 10 s. */
const segments: Segment[] = [
  { kind: 'recap', start_sec: 0, end_sec: 2 },
  { kind: 'intro', start_sec: 2, end_sec: 5 },
  { kind: 'credits', start_sec: 10, end_sec: null },
];

afterEach(() => {
  vi.useRealTimers();
});

/** Renders the player and plays it to `time`, as the element would report. */
function renderAt(time: number) {
  render(
    <VideoPlayer
      sources={sources}
      choice={choice}
      title="1-р анги"
      autoPlay={false}
      segments={segments}
    />,
  );
  const video = screen.getByLabelText<HTMLVideoElement>('1-р анги');
  let now = time;
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => now,
    set: (value: number) => {
      now = value;
    },
  });
  // Playing: the element has media (a seek before any came would open the title there instead).
  Object.defineProperty(video, 'readyState', { configurable: true, value: 4 });
  const playTo = (t: number) =>
    act(() => {
      now = t;
      fireEvent(video, new Event('timeupdate'));
    });
  act(() => {
    fireEvent(video, new Event('play'));
    fireEvent(video, new Event('playing'));
  });
  playTo(time);
  return { video, playTo, time: () => now };
}

const skipIntro = () => screen.queryByRole('button', { name: 'Эхлэлийг алгасах' });

describe('skip intro and recap', () => {
  it('offers "skip intro" during the intro, and a press seeks to its end', async () => {
    const { playTo, time } = renderAt(3);
    await waitFor(() => expect(skipIntro()).not.toBeNull());
    fireEvent.click(skipIntro()!);
    expect(time()).toBe(5);
    playTo(5);
    expect(skipIntro()).toBeNull();
    // The keyboard stays in the player rather than falling to the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Зогсоох' }));
  });

  it('names the recap button for the recap, and shows nothing outside the parts', async () => {
    const { playTo } = renderAt(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Өмнөх ангийн тоймыг алгасах' })).not.toBeNull(),
    );
    playTo(7);
    expect(screen.queryByRole('button', { name: /алгасах/ })).toBeNull();
  });

  it('hides after 8 s, and comes back (above the controls) when the controls show', async () => {
    vi.useFakeTimers();
    renderAt(3);
    await vi.waitFor(() => expect(skipIntro()).not.toBeNull());
    const region = screen.getByRole('region', { name: 'Видео тоглуулагч' });
    // The controls go idle after 3 s; the button keeps offering itself until 8 s.
    act(() => vi.advanceTimersByTime(3500));
    expect(region.hasAttribute('data-idle')).toBe(true);
    expect(skipIntro()).not.toBeNull();
    expect(skipIntro()!.hasAttribute('data-raised')).toBe(false);
    act(() => vi.advanceTimersByTime(4600));
    expect(skipIntro()).toBeNull();
    // A mouse move brings the controls back, and the button with them, lifted above them.
    fireEvent.pointerMove(region, { pointerType: 'mouse' });
    expect(skipIntro()).not.toBeNull();
    expect(skipIntro()!.hasAttribute('data-raised')).toBe(true);
  });
});
