import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Segment } from '@contract/entities';
import type { PlayerSources } from '@/features/player';
import { WatchPlayer } from '@/features/watch/components/watch-player';
import { renderApp } from './render-app';

vi.mock('dashjs', () => import('./never-ready-dashjs'));

const mpd = '/media/title/manifest.mpd';
const sources: PlayerSources = { vid1: mpd, vid2: null, vid3: null, dubs: [], subs: [] };
const segments: Segment[] = [
  { kind: 'intro', start_sec: 2, end_sec: 5 },
  { kind: 'credits', start_sec: 10, end_sec: null },
];

async function renderPlayer(props: {
  serverPosition?: number;
  chosenStart?: 'resume' | 'over';
  episodeId?: number;
}) {
  const go = vi.fn();
  await renderApp(
    <WatchPlayer
      sources={sources}
      resumeKey={{ episodeId: props.episodeId ?? 501 }}
      target={{ episode_id: props.episodeId ?? 501 }}
      mediaId={1}
      serverPosition={props.serverPosition ?? 0}
      durationHint={12}
      userId={null}
      title="2-р анги"
      segments={segments}
      chosenStart={props.chosenStart}
      next={{ number: 3, go }}
    />,
  );
  const video = await screen.findByLabelText<HTMLVideoElement>('2-р анги');
  let now = 0;
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => now,
    set: (value: number) => {
      now = value;
    },
  });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 12 });
  let paused = true;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  const moveTo = (t: number, playing: boolean) =>
    act(() => {
      now = t;
      paused = !playing;
      // The player learns playing or paused from these events, as from a real <video>.
      fireEvent(video, new Event(playing ? 'playing' : 'pause'));
      fireEvent(video, new Event('timeupdate'));
    });
  const playTo = (t: number) => moveTo(t, true);
  /** Standing still at a moment, as a page opened on a saved position does before play. */
  const pausedAt = (t: number) => moveTo(t, false);
  return { go, playTo, pausedAt };
}

describe('credits and the next episode', () => {
  it('starts the countdown when the credits start, and takes it back before them', async () => {
    const { playTo } = await renderPlayer({});
    playTo(6);
    expect(screen.queryByRole('timer')).toBeNull();
    playTo(10.2);
    expect((await screen.findByRole('timer')).textContent).toContain('Дараагийн анги');
    expect(screen.getByText('Дараагийн анги: 3-р анги')).toBeTruthy();
    playTo(4);
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
  });

  it('does not count down on a page opened paused inside the credits', async () => {
    const { playTo, pausedAt } = await renderPlayer({ episodeId: 503 });
    pausedAt(10.5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('timer')).toBeNull();
    playTo(10.7);
    expect(await screen.findByRole('timer')).toBeTruthy();
  });

  it('stays cancelled through the credits, and offers again after watching back', async () => {
    const { playTo } = await renderPlayer({ episodeId: 502 });
    playTo(10.5);
    fireEvent.click(await screen.findByRole('button', { name: 'Цуцлах' }));
    playTo(11);
    expect(screen.queryByRole('timer')).toBeNull();
    playTo(8);
    playTo(10.1);
    expect(await screen.findByRole('timer')).toBeTruthy();
  });
});

describe('a start already chosen on the play button', () => {
  it('asks "continue or start over" when nothing was chosen', async () => {
    await renderPlayer({ serverPosition: 7, episodeId: 503 });
    expect(await screen.findByRole('button', { name: 'Эхнээс нь' })).toBeTruthy();
  });

  it('does not ask again once chosen', async () => {
    await renderPlayer({ serverPosition: 7, episodeId: 504, chosenStart: 'resume' });
    await screen.findByRole('button', { name: 'Тоглуулах' });
    expect(screen.queryByRole('button', { name: 'Эхнээс нь' })).toBeNull();
  });
});
