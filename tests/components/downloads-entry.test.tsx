import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Controller from '@/features/downloads/engine/controller';
import { DownloadButton, GrantRefusedError, NotEnoughSpaceError } from '@/features/downloads';
import {
  deleteAllDownloads,
  resumeDownload,
  startDownload,
} from '@/features/downloads/engine/controller';
import { DownloadEntry } from '@/features/watch/components/download-entry';
import { user } from './handlers/auth';
import { renderApp } from './render-app';
import { clearToasts } from './clear-toasts';
import { clearDownloads, downloadRecord, seedDownloads } from './download-entry-records';

// The engine's network half is the lead's; here it is only asked, and answers as told.
vi.mock('@/features/downloads/engine/controller', async (importActual) => ({
  ...(await importActual<typeof Controller>()),
  startDownload: vi.fn(),
  resumeDownload: vi.fn(),
  deleteAllDownloads: vi.fn(),
}));

const MB = 1024 * 1024;
const ALL = [480, 720, 1080] as const;

beforeEach(async () => {
  await clearDownloads();
  await set('pref.quality', 2); // 1080 QHD saved on the player
  await set('pref.sound', 'en'); // and the English sound
  vi.mocked(startDownload).mockReset();
  vi.mocked(resumeDownload).mockReset();
  vi.mocked(deleteAllDownloads).mockReset();
});

afterEach(() => {
  clearToasts();
  setOnline(true);
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

async function renderButton(qualities: readonly number[] = ALL, options = { signedIn: true }) {
  const ui = userEvent.setup();
  const view = await renderApp(<DownloadButton kind="movie" id={5} qualities={qualities} />, {
    user: options.signedIn ? user() : null,
    toasts: true,
  });
  return { ui, ...view };
}

const downloadButton = () => screen.findByRole('button', { name: 'Татаж авах' });

/** The toast region's text for a message, whichever kind it is. */
const toast = (text: string) => screen.findByText(text, { selector: '[data-kind] span' });

describe('the "Татаж авах" button', () => {
  it('is not there for a guest', async () => {
    await renderButton(ALL, { signedIn: false });
    expect(screen.queryByRole('button', { name: 'Татаж авах' })).toBeNull();
  });

  it('starts at once in the saved quality and sound, then shows the share and links to /downloads', async () => {
    vi.mocked(startDownload).mockImplementation(async (userId, request) => {
      const record = downloadRecord('movie', request.id, {
        userId,
        state: 'running',
        quality: request.quality ?? null,
        totalBytes: 1000,
        files: [
          { path: 'manifest.mpd', bytes: 420 },
          { path: 'chunk-1.m4s', bytes: null },
        ],
      });
      await seedDownloads(record);
      return record;
    });
    const { ui } = await renderButton();
    await ui.click(await downloadButton());
    await waitFor(() =>
      expect(startDownload).toHaveBeenCalledWith(42, {
        kind: 'movie',
        id: 5,
        quality: 1080,
        audioLang: 'en',
      }),
    );
    const running = await screen.findByRole('link', { name: /Татаж байна 42%/ });
    expect(running.getAttribute('href')).toBe('/downloads');
    // The pressed button is gone: its successor holds the focus, so the keyboard is not lost.
    await waitFor(() => expect(document.activeElement).toBe(running));
    expect(screen.queryByRole('button', { name: 'Татаж авах' })).toBeNull();
  });

  it('keeps the highest quality the title has below the saved one', async () => {
    vi.mocked(startDownload).mockResolvedValue(downloadRecord('movie', 5, { state: 'queued' }));
    const { ui } = await renderButton([480, 720]);
    await ui.click(await downloadButton());
    await waitFor(() =>
      expect(startDownload).toHaveBeenCalledWith(42, {
        kind: 'movie',
        id: 5,
        quality: 720,
        audioLang: 'en',
      }),
    );
  });

  it('offers another quality from a menu reached by keyboard', async () => {
    vi.mocked(startDownload).mockResolvedValue(downloadRecord('movie', 5, { state: 'queued' }));
    const { ui } = await renderButton();
    await downloadButton();
    await ui.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Татаж авах' }));
    await ui.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Татах чанар' }));
    await ui.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Татах чанар' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      '1080p, Үндсэн',
      '720p',
      '480p',
    ]);
    await ui.click(within(menu).getByRole('menuitem', { name: '480p' }));
    expect(startDownload).toHaveBeenCalledWith(42, {
      kind: 'movie',
      id: 5,
      quality: 480,
      audioLang: 'en',
    });
  });

  it('says how much space is needed and how much is free when there is not enough', async () => {
    vi.mocked(startDownload).mockRejectedValue(new NotEnoughSpaceError(120 * MB, 40 * MB));
    const { ui } = await renderButton();
    await ui.click(await downloadButton());
    expect(
      await toast('Татахад 120 МБ зай хэрэгтэй, төхөөрөмжид 40 МБ үлдсэн байна.'),
    ).toBeTruthy();
    // Nothing started: the button is there to try again.
    expect(await downloadButton()).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    vi.mocked(startDownload).mockRejectedValue(
      new GrantRefusedError('Та эрхээ сунгаж үзвэрээ үзнэ үү!'),
    );
    const { ui } = await renderButton();
    await ui.click(await downloadButton());
    expect(await toast('Та эрхээ сунгаж үзвэрээ үзнэ үү!')).toBeTruthy();
  });

  it('says it needs a network when offline, instead of failing silently', async () => {
    await renderButton();
    act(() => setOnline(false));
    const button = await downloadButton();
    expect(button.hasAttribute('disabled')).toBe(true);
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Татаж авахад интернет холболт хэрэгтэй.');
    act(() => setOnline(true));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it('resumes a paused or failed download', async () => {
    vi.mocked(resumeDownload).mockResolvedValue();
    await seedDownloads(downloadRecord('movie', 5, { state: 'failed', error: 'Алдаа гарлаа' }));
    const { ui } = await renderButton();
    await ui.click(await screen.findByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect(resumeDownload).toHaveBeenCalledWith(42, 'm5');
    expect(screen.queryByRole('button', { name: 'Татах чанар' })).toBeNull();
  });

  it('shows a complete download as "Татсан", linking to /downloads', async () => {
    await seedDownloads(downloadRecord('movie', 5));
    await renderButton();
    const done = await screen.findByRole('link', { name: /^Татсан/ });
    expect(done.getAttribute('href')).toBe('/downloads');
    expect(done.textContent).toBe('Татсан');
  });

  it('says when the right to a download has ended', async () => {
    await seedDownloads(downloadRecord('movie', 5, { expiresAt: Date.now() - 1000 }));
    await renderButton();
    const expired = await screen.findByRole('link', { name: /^Хугацаа дууссан/ });
    expect(expired.getAttribute('href')).toBe('/downloads');
  });

  it("ignores another user's download of the same title on this device", async () => {
    await seedDownloads(downloadRecord('movie', 5, { userId: 7 }));
    await renderButton();
    expect(await downloadButton()).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Татсан/ })).toBeNull();
  });
});

describe('the button on watch pages', () => {
  const sources = { vid1: '/m/480.mpd', vid2: '/m/720.mpd', vid3: null, dubs: [], subs: [] };
  const allowed = { can_watch: true, reason: null, reason_code: null, has_video: true };

  it("shows only where the viewer may watch, offering the title's own qualities", async () => {
    const ui = userEvent.setup();
    await renderApp(<DownloadEntry kind="episode" id={12} access={allowed} sources={sources} />, {
      user: user(),
    });
    await ui.click(await screen.findByRole('button', { name: 'Татах чанар' }));
    const menu = await screen.findByRole('menu', { name: 'Татах чанар' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['720pҮндсэн', '480p']);
  });

  it('is not offered when the viewer may not watch', async () => {
    await renderApp(
      <>
        <DownloadEntry
          kind="movie"
          id={5}
          access={{ ...allowed, can_watch: false, reason_code: 'extend' }}
          sources={{ ...sources, vid1: null, vid2: null }}
        />
        <p>rendered</p>
      </>,
      { user: user() },
    );
    await screen.findByText('rendered');
    expect(screen.queryByRole('button', { name: 'Татаж авах' })).toBeNull();
  });
});
