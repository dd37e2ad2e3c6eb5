import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadOfflineAudio } from '@/features/downloads';
import { playTrack, selectTrack } from '@/features/podcast-player/podcast-queue';
import { TrackList } from '@/features/podcast/components/track-list';
import { PodcastPlayerHost } from '@/features/podcast-player/podcast-player-host';
import { user } from './handlers/auth';
import { setUpPodcastPlayer } from './podcast-player-setup';
import { renderApp } from './render-app';
import { podcast, tracks } from './podcast-player-fakes';
import { clearDownloads, downloadRecord, seedDownloads } from './download-entry-records';

const session = setUpPodcastPlayer();

beforeEach(() => clearDownloads());

const local = (trackId: number) => `/offline-media/42/p${trackId}/audio.m4a`;

async function renderPlayer() {
  const view = await renderApp(<PodcastPlayerHost />, { user: user({ days: 30 }) });
  const audio = () => {
    const el = view.container.querySelector('audio');
    if (!el) throw new Error('no <audio> element');
    return el;
  };
  return audio;
}

const bar = () => screen.findByRole('region', { name: 'Подкаст тоглуулагч' }, { timeout: 30_000 });

/** The host has loaded the lookup and read the downloads: a click can now pick the local file. */
async function settle() {
  const lookup = await loadOfflineAudio();
  await waitFor(() => expect(lookup.playableAudioNow(42, tracks[0]!.id)).not.toBeUndefined());
}

describe('the podcast player and downloads', () => {
  it('plays a downloaded episode from the device, with the lock-screen controls as ever', async () => {
    await seedDownloads(downloadRecord('podcast', tracks[0]!.id, { mediaId: podcast.id }));
    const audio = await renderPlayer();
    await settle();
    act(() => playTrack(tracks, 0));
    expect(audio().getAttribute('src')).toBe(local(tracks[0]!.id));
    await within(await bar()).findByText(tracks[0]!.title);
    expect(audio().paused).toBe(false);
    for (const action of ['play', 'pause', 'previoustrack', 'nexttrack', 'seekto']) {
      expect(session.handlers.has(action)).toBe(true);
    }
  });

  it('streams an episode that is not downloaded, and picks the local file for the next one', async () => {
    await seedDownloads(downloadRecord('podcast', tracks[1]!.id, { mediaId: podcast.id }));
    const audio = await renderPlayer();
    await settle();
    act(() => playTrack(tracks, 0));
    expect(audio().getAttribute('src')).toBe(tracks[0]!.audio);
    await within(await bar()).findByText(tracks[0]!.title);
    act(() => selectTrack(1));
    await waitFor(() => expect(audio().getAttribute('src')).toBe(local(tracks[1]!.id)));
  });

  it('streams when the download is incomplete or its right has ended', async () => {
    await seedDownloads(
      downloadRecord('podcast', tracks[0]!.id, { expiresAt: Date.now() - 1000 }),
      downloadRecord('podcast', tracks[1]!.id, { state: 'running' }),
    );
    const audio = await renderPlayer();
    await settle();
    act(() => playTrack(tracks, 0));
    expect(audio().getAttribute('src')).toBe(tracks[0]!.audio);
    await within(await bar()).findByText(tracks[0]!.title);
    act(() => selectTrack(1));
    await waitFor(() => expect(audio().getAttribute('src')).toBe(tracks[1]!.audio));
  });

  it("never plays another user's download", async () => {
    await seedDownloads(downloadRecord('podcast', tracks[0]!.id, { userId: 7 }));
    const audio = await renderPlayer();
    await settle();
    act(() => playTrack(tracks, 0));
    expect(audio().getAttribute('src')).toBe(tracks[0]!.audio);
  });
});

describe('podcast episode rows', () => {
  it('offer "Татаж авах" to a signed-in listener, each naming its episode', async () => {
    await renderApp(<TrackList tracks={tracks} onPlay={playTrack} currentTrackId={null} />, {
      user: user(),
    });
    const buttons = await screen.findAllByRole('button', { name: 'Татаж авах' });
    expect(buttons).toHaveLength(tracks.length);
    const described = document.getElementById(buttons[1]!.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain(tracks[1]!.title);
  });

  it('show a downloaded episode as "Татсан"', async () => {
    await seedDownloads(downloadRecord('podcast', tracks[2]!.id));
    await renderApp(<TrackList tracks={tracks} onPlay={playTrack} currentTrackId={null} />, {
      user: user(),
    });
    const done = await screen.findByRole('link', { name: /^Татсан/ });
    expect(done.getAttribute('aria-describedby')).toBe(`podcast-track-${tracks[2]!.id}`);
    expect(screen.getAllByRole('button', { name: 'Татаж авах' })).toHaveLength(2);
  });

  it('offer nothing to a guest', async () => {
    await renderApp(<TrackList tracks={tracks} onPlay={playTrack} currentTrackId={null} />, {
      user: null,
    });
    expect(await screen.findAllByRole('button', { name: /^Тоглуулах: / })).toHaveLength(
      tracks.length,
    );
    expect(screen.queryByRole('button', { name: 'Татаж авах' })).toBeNull();
  });
});
