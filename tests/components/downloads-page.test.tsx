import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socialMessages, spec } from '@contract/messages';
import type { DownloadRecord } from '@contract/offline-downloads';
import { DownloadsPage, GrantRefusedError } from '@/features/downloads';
import { removeRecord, writeRecord } from '@/features/downloads/engine/record-store';
import { clearQueue, getQueue } from '@/features/podcast-player/podcast-queue';
import { playDownloadedPodcast } from '@/routes/downloads/-components/play-downloaded-podcast';
import { clearDownloads, DAY, downloadRecord, MB, seedDownloads } from './download-records';
import { user } from './handlers/auth';
import { renderApp } from './render-app';
import { formatDateTime } from '@/lib/format-date';

// The engine's operations are the lead's; here they only have to be called, and deleting ones
// remove the record as the engine does, so the page is seen to follow the store.
const ops = vi.hoisted(() => ({
  pauseDownload: vi.fn(async (_user: number, _id: string) => {}),
  resumeDownload: vi.fn(async (_user: number, _id: string) => {}),
  cancelDownload: vi.fn(),
  deleteDownload: vi.fn(),
  renewDownload: vi.fn(),
  storageSummary: vi.fn(),
}));
vi.mock('@/features/downloads/engine/controller', async (importActual) => ({
  ...(await importActual<object>()),
  ...ops,
}));

beforeEach(() => {
  ops.cancelDownload.mockImplementation((userId: number, id: DownloadRecord['id']) =>
    removeRecord(userId, id),
  );
  ops.deleteDownload.mockImplementation((userId: number, id: DownloadRecord['id']) =>
    removeRecord(userId, id),
  );
  ops.renewDownload.mockResolvedValue(undefined);
  ops.storageSummary.mockResolvedValue({
    downloadsBytes: 40 * MB,
    usageBytes: 100 * MB,
    quotaBytes: 1.3 * 1024 * MB,
    persisted: true,
  });
});

afterEach(async () => {
  vi.clearAllMocks();
  clearQueue();
  await clearDownloads();
});

async function renderPage(who = user()) {
  return renderApp(<DownloadsPage userId={who.id} onPlayAudio={playDownloadedPodcast} />, {
    route: '/downloads',
    user: who,
  });
}

/** The list item of one title, found by its heading. */
async function row(title = 'Хотын түүх') {
  const heading = await screen.findByRole('heading', { name: title, level: 2 });
  return heading.closest('li')!;
}

describe('a download on its way', () => {
  it('shows its progress in percent and MB, and pauses or cancels', async () => {
    await seedDownloads(
      downloadRecord({
        state: 'running',
        files: [
          { path: 'manifest.mpd', bytes: 2 * MB },
          { path: 'chunk-1-00001.m4s', bytes: 18 * MB },
          { path: 'chunk-1-00002.m4s', bytes: null },
        ],
      }),
    );
    await renderPage();
    const item = await row();
    const bar = within(item).getByRole('progressbar', {
      name: 'Хотын түүх · 3-р анги: татаж байна',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('50% · 20.0 / 40.0 МБ');
    expect(within(item).getByText('720p')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Тоглуулах' })).toBeNull();

    await userEvent.click(within(item).getByRole('button', { name: 'Түр зогсоох' }));
    expect(ops.pauseDownload).toHaveBeenCalledWith(42, 'e12');
    await userEvent.click(within(item).getByRole('button', { name: 'Цуцлах' }));
    expect(ops.cancelDownload).toHaveBeenCalledWith(42, 'e12');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Хотын түүх' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Татаж авсан' }));
  });

  it('a paused one resumes', async () => {
    await seedDownloads(downloadRecord({ state: 'paused', files: [] }));
    await renderPage();
    const item = await row();
    expect(within(item).getByText('Түр зогссон')).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect(ops.resumeDownload).toHaveBeenCalledWith(42, 'e12');
  });

  it('a failed one says why and resumes', async () => {
    const error = 'Интернет холболт алга байна';
    await seedDownloads(downloadRecord({ state: 'failed', error }));
    await renderPage();
    const item = await row();
    expect(within(item).getByText(error)).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect(ops.resumeDownload).toHaveBeenCalledWith(42, 'e12');
    expect(within(item).getByRole('button', { name: 'Цуцлах' })).toBeTruthy();
  });

  it('tells the operation failed instead of failing silently', async () => {
    ops.pauseDownload.mockRejectedValueOnce(new Error('boom'));
    await seedDownloads(downloadRecord({ state: 'running' }));
    await renderApp(<DownloadsPage userId={42} onPlayAudio={playDownloadedPodcast} />, {
      user: user(),
      toasts: true,
    });
    await userEvent.click(within(await row()).getByRole('button', { name: 'Түр зогсоох' }));
    expect(
      await screen.findByText('Үйлдлийг гүйцэтгэж чадсангүй. Дахин оролдоно уу.'),
    ).toBeTruthy();
  });
});

describe('a finished download', () => {
  it('plays a video on /downloads/{id}', async () => {
    await seedDownloads(downloadRecord());
    const { router } = await renderPage();
    const item = await row();
    expect(within(item).getByText('40.0 МБ')).toBeTruthy();
    expect(within(item).queryByRole('progressbar')).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Тоглуулах' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloads/e12'));
  });

  it('plays a podcast episode in the player bar from its local file', async () => {
    await seedDownloads(
      downloadRecord({ kind: 'podcast', itemId: 7, title: 'Эдийн засаг', subtitle: 'Инфляц' }),
    );
    const { router } = await renderPage();
    await userEvent.click(
      within(await row('Эдийн засаг')).getByRole('button', { name: 'Тоглуулах' }),
    );
    const track = getQueue()?.tracks[0];
    expect(track).toMatchObject({
      id: 7,
      title: 'Инфляц',
      audio: '/offline-media/42/p7/audio.m4a',
    });
    expect(router.state.location.pathname).toBe('/downloads');
  });

  it('deletes only after the question is answered', async () => {
    await seedDownloads(downloadRecord());
    await renderPage();
    await userEvent.click(within(await row()).getByRole('button', { name: 'Устгах' }));
    let dialog = await screen.findByRole('dialog', { name: 'Татсан үзвэрийг устгах уу?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ops.deleteDownload).not.toHaveBeenCalled();

    await userEvent.click(within(await row()).getByRole('button', { name: 'Устгах' }));
    dialog = await screen.findByRole('dialog', { name: 'Татсан үзвэрийг устгах уу?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Устгах' }));
    expect(ops.deleteDownload).toHaveBeenCalledWith(42, 'e12');
    expect(await screen.findByText('Та одоогоор юу ч татаж аваагүй байна.')).toBeTruthy();
  });
});

describe('when the right to play ends', () => {
  it.each(['rental', 'paid'] as const)('is shown before it ends (%s)', async (expiry) => {
    const expiresAt = Date.now() + 2 * DAY;
    await seedDownloads(downloadRecord({ expiry, expiresAt }));
    await renderPage();
    const item = await row();
    const when = formatDateTime(new Date(expiresAt).toISOString());
    expect(within(item).getByText(`Эрх дуусах: ${when}`)).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Тоглуулах' })).toBeTruthy();
  });

  it('is not shown for a free title, whose date only says when the server is asked again', async () => {
    await seedDownloads(downloadRecord({ expiry: 'recheck', expiresAt: Date.now() + 20 * DAY }));
    await renderPage();
    const item = await row();
    expect(within(item).queryByText(/^Эрх дуусах/)).toBeNull();
  });
});

describe('an expired download', () => {
  const expired = (patch: Partial<DownloadRecord>) =>
    downloadRecord({ expiresAt: Date.now() - 1000, checkedAt: Date.now() - 2 * DAY, ...patch });

  it.each([
    ['rental', socialMessages.rentToWatch],
    ['paid', spec.extendToWatch],
    ['recheck', 'Үзэх эрхээ шалгуулахын тулд интернетэд холбогдоод "Сунгах" товчийг дарна уу.'],
  ] as const)('does not offer play and says why (%s)', async (expiry, text) => {
    await seedDownloads(expired({ expiry }));
    await renderPage();
    const item = await row();
    expect(within(item).getByText(text)).toBeTruthy();
    expect(within(item).getByText('Эрх дууссан')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Тоглуулах' })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Устгах' })).toBeTruthy();
  });

  it("renews, and on a refusal shows the server's text and where to extend", async () => {
    await seedDownloads(expired({ expiry: 'paid' }));
    await renderPage();
    const item = await row();
    // The page itself asked once, quietly, on opening.
    await waitFor(() => expect(ops.renewDownload).toHaveBeenCalledTimes(1));
    ops.renewDownload.mockRejectedValueOnce(new GrantRefusedError(spec.extendToWatch));
    await userEvent.click(within(item).getByRole('button', { name: 'Сунгах' }));
    expect(ops.renewDownload).toHaveBeenCalledTimes(2);
    const link = await within(item).findByRole('link', { name: 'Эрх сунгах' });
    expect(link.getAttribute('href')).toBe('/profile/extend-rights');
    expect(within(item).getByRole('status').textContent).toContain(spec.extendToWatch);
  });

  it("links a refused rental to the title's page", async () => {
    await seedDownloads(expired({ kind: 'movie', itemId: 5, mediaId: 5, expiry: 'rental' }));
    await renderPage();
    const item = await row();
    ops.renewDownload.mockRejectedValueOnce(new GrantRefusedError(socialMessages.rentToWatch));
    await userEvent.click(within(item).getByRole('button', { name: 'Сунгах' }));
    const link = await within(item).findByRole('link', { name: 'Үзвэрийн хуудас руу' });
    expect(link.getAttribute('href')).toBe('/theatre/detail/5');
  });

  it('a renewal brings "Тоглуулах" back', async () => {
    const record = expired({ expiry: 'recheck' });
    await seedDownloads(record);
    ops.renewDownload.mockImplementation(async () => {
      const renewed = { ...record, expiresAt: Date.now() + DAY, checkedAt: Date.now() };
      await writeRecord(renewed);
      return renewed;
    });
    await renderPage();
    expect(await within(await row()).findByRole('button', { name: 'Тоглуулах' })).toBeTruthy();
  });

  it('offline, "Сунгах" asks for a connection instead of calling', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await seedDownloads(expired({ expiry: 'recheck' }));
      await renderPage();
      const item = await row();
      await userEvent.click(within(item).getByRole('button', { name: 'Сунгах' }));
      expect(within(item).getByRole('status').textContent).toBe(
        'Эрхийг шалгахын тулд интернетэд холбогдоно уу.',
      );
      expect(ops.renewDownload).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
  });
});

describe('the list', () => {
  it('is empty with a way to browse', async () => {
    await renderPage();
    expect(await screen.findByText('Та одоогоор юу ч татаж аваагүй байна.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Үзвэр үзэх' }).getAttribute('href')).toBe('/');
    expect(document.title).toContain('Татаж авсан');
  });

  it("shows another user none of the first user's downloads", async () => {
    await seedDownloads(downloadRecord(), downloadRecord({ kind: 'movie', itemId: 5 }));
    await renderPage(user({ id: 43 }));
    expect(await screen.findByText('Та одоогоор юу ч татаж аваагүй байна.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Хотын түүх' })).toBeNull();
  });

  it('lists each title with the space used and what the browser still allows', async () => {
    await seedDownloads(
      downloadRecord(),
      downloadRecord({ kind: 'movie', itemId: 5, title: 'Уулын салхи', quality: 1080 }),
    );
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Татаж авсан үзвэрүүд' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(await row('Уулын салхи')).getByText('1080p')).toBeTruthy();
    expect(await screen.findByText('Татсан: 40.0 МБ · Боломжит зай: 1.2 ГБ')).toBeTruthy();
  });

  it('renews, quietly and once, only what is stale', async () => {
    await seedDownloads(
      downloadRecord({ checkedAt: Date.now() - 2 * DAY }),
      downloadRecord({ kind: 'movie', itemId: 5, title: 'Уулын салхи' }),
    );
    await renderPage();
    await row('Уулын салхи');
    await waitFor(() => expect(ops.renewDownload).toHaveBeenCalledWith(42, 'e12'));
    expect(ops.renewDownload).toHaveBeenCalledTimes(1);
  });

  it('asks nothing offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await seedDownloads(downloadRecord({ checkedAt: Date.now() - 2 * DAY }));
      await renderPage();
      await row();
      expect(ops.renewDownload).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
  });
});
