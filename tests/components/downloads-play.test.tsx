import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socialMessages, spec } from '@contract/messages';
import { clearQueue, getQueue } from '@/features/podcast-player/podcast-queue';
import { OfflinePlay } from '@/routes/downloads/-components/offline-play';
import { clearDownloads, DAY, downloadRecord, seedDownloads } from './download-records';
import { user } from './handlers/auth';
import { renderApp } from './render-app';

// The never-ready stand-in, remembering the manifest the player was given.
const attached = vi.hoisted(() => [] as string[]);
vi.mock('dashjs', async () => {
  const standIn = await import('./never-ready-dashjs');
  const create = () => {
    const player = standIn.MediaPlayer().create() as unknown as Record<string, unknown>;
    player.attachSource = (url: string) => void attached.push(url);
    return player;
  };
  return { MediaPlayer: Object.assign(() => ({ create }), { events: {} }) };
});

const ops = vi.hoisted(() => ({ renewDownload: vi.fn(), deleteDownload: vi.fn() }));
vi.mock('@/features/downloads/engine/controller', async (importActual) => ({
  ...(await importActual<object>()),
  ...ops,
}));

beforeEach(() => {
  attached.length = 0;
});

afterEach(async () => {
  vi.clearAllMocks();
  clearQueue();
  await clearDownloads();
});

const openPlay = (downloadId: string, who = user()) =>
  renderApp(<OfflinePlay downloadId={downloadId} />, {
    route: `/downloads/${downloadId}`,
    user: who,
  });

describe('/downloads/{id} refuses', () => {
  it.each([
    ['a title never downloaded', 'e99'],
    ['a path that is no download', 'x12'],
  ])('%s: not found, with the way back', async (_, id) => {
    await seedDownloads(downloadRecord());
    await openPlay(id);
    expect(
      await screen.findByRole('heading', { name: 'Татсан үзвэр олдсонгүй', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Татаж авсан руу буцах' }).getAttribute('href')).toBe(
      '/downloads',
    );
    expect(document.querySelector('video')).toBeNull();
  });

  it("another user's download: not found", async () => {
    await seedDownloads(downloadRecord({ userId: 43 }));
    await openPlay('e12');
    expect(await screen.findByRole('heading', { name: 'Татсан үзвэр олдсонгүй' })).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('one still downloading: says so', async () => {
    await seedDownloads(
      downloadRecord({
        state: 'running',
        files: [
          { path: 'manifest.mpd', bytes: 20 * 1024 * 1024 },
          { path: 'chunk-1-00001.m4s', bytes: null },
        ],
      }),
    );
    await openPlay('e12');
    expect(
      await screen.findByRole('heading', { name: 'Үзвэр татагдаж дуусаагүй байна' }),
    ).toBeTruthy();
    expect(screen.getByText(/^50% татагдсан/)).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it.each([
    ['rental', socialMessages.rentToWatch],
    ['paid', spec.extendToWatch],
  ] as const)(
    'an expired one (%s): the right text, renew or delete, no player',
    async (expiry, text) => {
      await seedDownloads(downloadRecord({ expiry, expiresAt: Date.now() - DAY }));
      await openPlay('e12');
      expect(await screen.findByRole('heading', { name: 'Үзэх эрх дууссан' })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Сунгах' }));
      expect(ops.renewDownload).toHaveBeenCalledWith(42, 'e12');
      expect(screen.getByRole('button', { name: 'Устгах' })).toBeTruthy();
      expect(document.querySelector('video')).toBeNull();
    },
  );

  it('an expired one deleted goes back to the list', async () => {
    ops.deleteDownload.mockResolvedValue(undefined);
    await seedDownloads(downloadRecord({ expiresAt: Date.now() - DAY }));
    const { router } = await openPlay('e12');
    await userEvent.click(await screen.findByRole('button', { name: 'Устгах' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Устгах' }));
    expect(ops.deleteDownload).toHaveBeenCalledWith(42, 'e12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloads'));
  });
});

describe('/downloads/{id} plays', () => {
  it('an episode in the watch stage from its local files', async () => {
    await seedDownloads(
      downloadRecord({
        subs: [{ code: 'mn', isRaw: false, url: 'subs/mn.vtt.enc' }],
      }),
    );
    await openPlay('e12');
    const video = await screen.findByLabelText<HTMLVideoElement>('3-р анги');
    expect(video.tagName).toBe('VIDEO');
    expect(screen.getByRole('heading', { name: 'Хотын түүх · 3-р анги', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Татаж авсан' }).getAttribute('href')).toBe(
      '/downloads',
    );
    // The manifest is the worker's local copy (the stand-in may be handed it only on play).
    const play = screen.queryByRole('button', { name: 'Тоглуулах' });
    if (play) await userEvent.click(play);
    await waitFor(() => expect(attached).toContain('/offline-media/42/e12/manifest.mpd'));
    expect(document.title).toContain('Хотын түүх · 3-р анги');
  });

  it('a movie under its own title', async () => {
    await seedDownloads(downloadRecord({ kind: 'movie', itemId: 5, title: 'Уулын салхи' }));
    await openPlay('m5');
    expect(await screen.findByLabelText('Уулын салхи')).toBeTruthy();
  });

  it('a podcast episode in the player bar, then back to the list', async () => {
    await seedDownloads(downloadRecord({ kind: 'podcast', itemId: 7, subtitle: 'Инфляц' }));
    const { router } = await openPlay('p7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloads'));
    expect(getQueue()?.tracks[0]?.audio).toBe('/offline-media/42/p7/audio.m4a');
  });

  it('not an expired podcast episode', async () => {
    await seedDownloads(
      downloadRecord({
        kind: 'podcast',
        itemId: 7,
        expiresAt: Date.now() - DAY,
        expiry: 'recheck',
      }),
    );
    const { router } = await openPlay('p7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloads'));
    expect(getQueue()).toBeNull();
  });
});
