import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get, set } from 'idb-keyval';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueue, getQueue, playTrack } from '@/features/podcast-player/podcast-queue';
import { PodcastPlayerHost } from '@/features/podcast-player/podcast-player-host';
import { user } from './handlers/auth';
import { renderApp } from './render-app';
import { DURATION, endTrack, playTo, tracks } from './podcast-player-fakes';
import { setUpPodcastPlayer } from './podcast-player-setup';

const session = setUpPodcastPlayer();

afterEach(() => {
  vi.useRealTimers();
});

/** The player host, for a guest or a user with `days` of access. */
async function renderPlayer(days?: number) {
  const viewer = days === undefined ? undefined : user({ days });
  const view = await renderApp(<PodcastPlayerHost />, { user: viewer, toasts: true });
  const audio = () => {
    const el = view.container.querySelector('audio');
    if (!el) throw new Error('no <audio> element');
    return el;
  };
  return { ...view, audio };
}

const bar = () => screen.findByRole('region', { name: 'Подкаст тоглуулагч' }, { timeout: 30_000 });
const button = async (name: string) => within(await bar()).getByRole('button', { name });

/**
 * Until the viewer's downloads are read, a track's source is set a moment after its title shows
 * (it may be a local file); wait for it, and for the sound it starts.
 */
async function playing(audio: () => HTMLAudioElement, url: string) {
  await waitFor(() => {
    expect(audio().getAttribute('src')).toBe(url);
    expect(audio().paused).toBe(false);
  });
}

async function start(index: number) {
  act(() => playTrack(tracks, index));
  const region = await bar();
  await within(region).findByText(tracks[index]!.title);
  return region;
}

/**
 * Keeps a read-write transaction open on idb-keyval's default store, so every read of it waits
 * (a slow disk, a busy phone) until the returned function is called.
 */
function holdKeyvalStore(): () => void {
  let held = true;
  const open = indexedDB.open('keyval-store');
  open.onupgradeneeded = () => open.result.createObjectStore('keyval');
  open.onsuccess = () => {
    const db = open.result;
    const store = db.transaction('keyval', 'readwrite').objectStore('keyval');
    const spin = () => {
      if (held) store.get('hold').onsuccess = spin;
      // Closes once the transaction ends, so nothing later waits on this connection.
      else db.close();
    };
    spin();
  };
  return () => {
    held = false;
  };
}

describe('PodcastPlayerHost', () => {
  it('renders one audio element and no bar until a track is chosen', async () => {
    const { container } = await renderPlayer();
    await waitFor(() => expect(container.querySelectorAll('audio')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Подкаст тоглуулагч' })).toBeNull();
  });

  it('plays a track chosen after its first render but before its effects ran', async () => {
    // A click handled before the commit's effects ran (a first view once went live in its layout
    // effects) comes before the host has subscribed to the queue.
    function ChooseAtOnce() {
      useLayoutEffect(() => playTrack(tracks, 0), []);
      return null;
    }
    await renderApp(
      <>
        <PodcastPlayerHost />
        <ChooseAtOnce />
      </>,
      { toasts: true },
    );
    await within(await bar()).findByText(tracks[0]!.title);
  });

  it('plays the chosen track: cover, title, creator, time and the podcast as album', async () => {
    const { audio } = await renderPlayer(30);
    const region = await start(1);
    await playing(audio, tracks[1]!.audio);
    expect(audio().volume).toBe(1);
    expect(within(region).getByText('Б. Энхжаргал')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Түр зогсоох' })).toBeTruthy();
    await within(region).findByText('0:20');

    await waitFor(() => expect(session.metadata?.album).toBe('Мөнгө ба мэдлэг'));
    expect(session.metadata).toMatchObject({ title: tracks[1]!.title, artist: 'Б. Энхжаргал' });
    expect(session.metadata?.artwork.map((a) => a.sizes)).toEqual(['96x96', '192x192', '512x512']);
    expect(session.metadata?.artwork[0]?.type).toBe('image/svg+xml');
    expect(session.playbackState).toBe('playing');

    await userEvent.click(within(region).getByRole('button', { name: 'Түр зогсоох' }));
    expect(audio().paused).toBe(true);
    expect(session.playbackState).toBe('paused');
  });

  it('refuses next and previous at 0 days and says why', async () => {
    const { audio } = await renderPlayer(0);
    await start(1);
    await userEvent.click(await button('Дараагийн анги'));
    expect(
      await screen.findByText('Дараагийн дугаарыг сонсохын тулд эрхээ сунгана уу.'),
    ).toBeTruthy();
    await userEvent.click(await button('Өмнөх анги'));
    expect(await screen.findByText('Өмнөх дугаарыг сонсохын тулд эрхээ сунгана уу.')).toBeTruthy();
    expect(getQueue()?.index).toBe(1);
    await playing(audio, tracks[1]!.audio);

    // The lock screen's buttons are refused the same way.
    act(() => session.handlers.get('nexttrack')?.({ action: 'nexttrack' }));
    expect(getQueue()?.index).toBe(1);
  });

  it('moves with next and previous when the user has days', async () => {
    const { audio } = await renderPlayer(30);
    const region = await start(1);
    await userEvent.click(await button('Дараагийн анги'));
    await within(region).findByText(tracks[2]!.title);
    await playing(audio, tracks[2]!.audio);
    expect((await button('Дараагийн анги')).hasAttribute('disabled')).toBe(true);
    await userEvent.click(await button('Өмнөх анги'));
    await within(region).findByText(tracks[1]!.title);
    expect(audio().paused).toBe(false);
  });

  it('plays the next track when one ends, and stops after the last', async () => {
    const { audio } = await renderPlayer(30);
    const region = await start(1);
    act(() => endTrack(audio()));
    await within(region).findByText(tracks[2]!.title);
    await playing(audio, tracks[2]!.audio);

    act(() => endTrack(audio()));
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Тоглуулах' })));
    expect(getQueue()?.index).toBe(2);
    expect(audio().getAttribute('src')).toBe(tracks[2]!.audio);
    expect(audio().paused).toBe(true);
  });

  it('skips back 15 s and forward 30 s, and the lock screen seeks', async () => {
    const { audio } = await renderPlayer(30);
    await start(0);
    act(() => playTo(audio(), 16));
    await userEvent.click(await button('15 секунд ухраах'));
    expect(audio().currentTime).toBe(1);
    await userEvent.click(await button('30 секунд урагшлуулах'));
    expect(audio().currentTime).toBe(DURATION);

    act(() => session.handlers.get('seekto')?.({ action: 'seekto', seekTime: 7 }));
    expect(audio().currentTime).toBe(7);
    act(() => session.handlers.get('seekbackward')?.({ action: 'seekbackward' }));
    expect(audio().currentTime).toBe(0);
    act(() => session.handlers.get('nexttrack')?.({ action: 'nexttrack' }));
    expect(getQueue()?.index).toBe(1);
    expect(session.positions.length).toBeGreaterThan(0);
  });

  it('says the position as time on the slider and seeks with the arrow keys', async () => {
    const { audio } = await renderPlayer(30);
    const region = await start(0);
    act(() => playTo(audio(), 6.5));
    const slider = within(region).getByRole('slider', { name: 'Сонсож буй хэсэг' });
    await waitFor(() =>
      expect(slider.getAttribute('aria-valuetext')).toBe('6 секунд, нийт 20 секунд'),
    );
    act(() => slider.focus());
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(audio().currentTime).toBe(11.5);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(audio().currentTime).toBe(6.5);
    // Space on the slider (not a button) toggles playback.
    fireEvent.keyDown(slider, { key: ' ' });
    expect(audio().paused).toBe(true);
    fireEvent.keyDown(slider, { key: ' ' });
    expect(audio().paused).toBe(false);
  });

  it('remembers the chosen speed in IndexedDB and applies it next time', async () => {
    const first = await renderPlayer(30);
    await start(0);
    await userEvent.click(await button('Тоглуулах хурд: 1×'));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '1.5×' }));
    expect(first.audio().playbackRate).toBe(1.5);
    await waitFor(async () => expect(await get('podcast.rate')).toBe(1.5));
    first.unmount();

    act(() => clearQueue());
    const second = await renderPlayer(30);
    await start(2);
    await waitFor(() => expect(second.audio().playbackRate).toBe(1.5));
    expect(await button('Тоглуулах хурд: 1.5×')).toBeTruthy();
  });

  it('stops playback when the sleep timer runs out, counting down on the way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { audio } = await renderPlayer(30);
    await start(0);
    await ui.click(await button('Унтах цаг'));
    await ui.click(await screen.findByRole('menuitem', { name: '15 минут' }));
    expect(await button('Унтах цаг: 15:00 үлдсэн')).toBeTruthy();

    act(() => vi.advanceTimersByTime(60_000));
    expect(await button('Унтах цаг: 14:00 үлдсэн')).toBeTruthy();
    expect(audio().paused).toBe(false);

    act(() => vi.advanceTimersByTime(14 * 60_000));
    expect(audio().paused).toBe(true);
    expect(await screen.findByText('Унтах цаг дууслаа, тоглуулалт зогслоо.')).toBeTruthy();
    expect(await button('Унтах цаг')).toBeTruthy();
  });

  it('cancels the sleep timer, and can stop at the end of the episode instead', async () => {
    const { audio } = await renderPlayer(30);
    await start(0);
    await userEvent.click(await button('Унтах цаг'));
    await userEvent.click(await screen.findByRole('menuitem', { name: '30 минут' }));
    await userEvent.click(await button('Унтах цаг: 30:00 үлдсэн'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Унтах цагийг цуцлах' }));
    expect(await button('Унтах цаг')).toBeTruthy();

    await userEvent.click(await button('Унтах цаг'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Анги дуусахад' }));
    act(() => endTrack(audio()));
    expect(getQueue()?.index).toBe(0);
    expect(audio().paused).toBe(true);
  });

  it('saves the position per track and resumes there when the track is played again', async () => {
    const { audio } = await renderPlayer(30);
    const region = await start(0);
    // The source is set once the downloads are read; a position reached before would be lost.
    await playing(audio, tracks[0]!.audio);
    act(() => playTo(audio(), 12.4));
    await userEvent.click(within(region).getByRole('button', { name: 'Түр зогсоох' }));
    await waitFor(async () => expect(await get(`podcast.pos.${tracks[0]!.id}`)).toBe(12.4));

    act(() => playTrack(tracks, 1));
    await within(region).findByText(tracks[1]!.title);
    // The new track's position is read from IndexedDB after its title shows: wait for it.
    await waitFor(() => expect(audio().currentTime).toBe(0));
    act(() => playTrack(tracks, 0));
    await within(region).findByText(tracks[0]!.title);
    await waitFor(() => expect(audio().currentTime).toBe(12.4));
  });

  it('keeps the place of a pause made while the saved position was still being read', async () => {
    const release = holdKeyvalStore();
    const { audio } = await renderPlayer(30);
    const region = await start(0);
    await playing(audio, tracks[0]!.audio);
    act(() => playTo(audio(), 7.5));
    await userEvent.click(within(region).getByRole('button', { name: 'Түр зогсоох' }));
    release();
    await waitFor(async () => expect(await get(`podcast.pos.${tracks[0]!.id}`)).toBe(7.5));
  });

  it('after a reload brings the last track back, paused at its saved position', async () => {
    await set('podcast.last', { tracks, index: 2 });
    await set(`podcast.pos.${tracks[2]!.id}`, 9);
    const { audio } = await renderPlayer(30);
    const region = await bar();
    await within(region).findByText(tracks[2]!.title);
    await waitFor(() => expect(audio().currentTime).toBe(9));
    expect(audio().paused).toBe(true);
    expect(within(region).getByRole('button', { name: 'Тоглуулах' })).toBeTruthy();
  });

  it('lists the queue with the current track marked; a pick plays it', async () => {
    const { audio } = await renderPlayer(0);
    await start(0);
    await userEvent.click(await button('Дараалал'));
    const dialog = await screen.findByRole('dialog', { name: 'Дараалал' });
    const items = within(dialog).getAllByRole('button');
    expect(items).toHaveLength(3);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    await userEvent.click(items[2]!);
    await waitFor(() => expect(getQueue()?.index).toBe(2));
    await playing(audio, tracks[2]!.audio);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('mutes, and closes: the bar goes, the sound stops and the session is forgotten', async () => {
    const { audio } = await renderPlayer(30);
    await start(0);
    await userEvent.click(await button('Дууг хаах'));
    expect(audio().muted).toBe(true);
    expect(await button('Дууг нээх')).toBeTruthy();
    expect(document.documentElement.dataset.podcastBar).toBe('open');

    await userEvent.click(await button('Тоглуулагчийг хаах'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Подкаст тоглуулагч' })).toBeNull(),
    );
    expect(audio().paused).toBe(true);
    expect(audio().getAttribute('src')).toBeNull();
    expect(document.documentElement.dataset.podcastBar).toBeUndefined();
    await waitFor(async () => expect(await get('podcast.last')).toBeUndefined());
  });
});
