import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Controller from '@/features/downloads/engine/controller';
import { ProfileLayout } from '@/features/account';
import { UserSidebar } from '@/features/account/components/user-sidebar';
import { deleteAllDownloads } from '@/features/downloads/engine/controller';
import { user } from './handlers/auth';
import { renderApp } from './render-app';
import { clearToasts } from './clear-toasts';
import { clearDownloads, downloadRecord, seedDownloads } from './download-entry-records';

vi.mock('@/features/downloads/engine/controller', async (importActual) => ({
  ...(await importActual<typeof Controller>()),
  deleteAllDownloads: vi.fn(),
}));

beforeEach(async () => {
  await clearDownloads();
  vi.mocked(deleteAllDownloads).mockReset();
});
afterEach(clearToasts);

async function renderSidebar() {
  const onLogout = vi.fn();
  const ui = userEvent.setup();
  await renderApp(
    <UserSidebar user={user()} isOpen onOpenChange={() => undefined} onLogout={onLogout} />,
    {
      user: user(),
      toasts: true,
    },
  );
  const panel = await screen.findByRole('dialog');
  return { ui, onLogout, panel };
}

const question = () => screen.findByRole('dialog', { name: 'Татаж авсан үзвэрүүд' });

describe('logging out with downloads on the device', () => {
  it('asks first, and "Үлдээх" logs out keeping them', async () => {
    await seedDownloads(downloadRecord('movie', 5));
    const { ui, onLogout, panel } = await renderSidebar();
    await ui.click(within(panel).getByRole('button', { name: 'Гарах' }));
    const dialog = await question();
    expect(
      within(dialog).getByText(
        'Гарахаасаа өмнө энэ төхөөрөмж дээрх татаж авсан үзвэрүүдийг үлдээх үү, устгах уу?',
      ),
    ).toBeTruthy();
    expect(onLogout).not.toHaveBeenCalled();
    await ui.click(within(dialog).getByRole('button', { name: 'Үлдээх' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(deleteAllDownloads).not.toHaveBeenCalled();
  });

  it('"Устгах" deletes every download of the user, then logs out', async () => {
    let deleted = false;
    vi.mocked(deleteAllDownloads).mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      deleted = true;
    });
    await seedDownloads(downloadRecord('episode', 12, { mediaId: 3, state: 'paused' }));
    const { ui, onLogout, panel } = await renderSidebar();
    await ui.click(within(panel).getByRole('button', { name: 'Гарах' }));
    await ui.click(within(await question()).getByRole('button', { name: 'Устгах' }));
    expect(deleteAllDownloads).toHaveBeenCalledWith(42);
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    expect(deleted).toBe(true);
  });

  it('stays signed in when deleting fails, and says so', async () => {
    vi.mocked(deleteAllDownloads).mockRejectedValue(new Error('quota'));
    await seedDownloads(downloadRecord('movie', 5));
    const { ui, onLogout, panel } = await renderSidebar();
    await ui.click(within(panel).getByRole('button', { name: 'Гарах' }));
    await ui.click(within(await question()).getByRole('button', { name: 'Устгах' }));
    expect(
      await screen.findByText('Татаж авсан үзвэрүүдийг устгаж чадсангүй. Дахин оролдоно уу.', {
        selector: '[data-kind] span',
      }),
    ).toBeTruthy();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('"Болих" closes the question and stays signed in', async () => {
    await seedDownloads(downloadRecord('movie', 5));
    const { ui, onLogout, panel } = await renderSidebar();
    await ui.click(within(panel).getByRole('button', { name: 'Гарах' }));
    await ui.click(within(await question()).getByRole('button', { name: 'Болих' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Татаж авсан үзвэрүүд' })).toBeNull(),
    );
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("does not ask about another user's downloads", async () => {
    await seedDownloads(downloadRecord('movie', 5, { userId: 7 }));
    const { ui, onLogout, panel } = await renderSidebar();
    await ui.click(within(panel).getByRole('button', { name: 'Гарах' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Татаж авсан үзвэрүүд' })).toBeNull();
  });

  it('asks from the profile page too, which links to /downloads', async () => {
    await seedDownloads(downloadRecord('movie', 5));
    const onLogout = vi.fn();
    const ui = userEvent.setup();
    await renderApp(
      <ProfileLayout user={user()} onLogout={onLogout}>
        <p>section</p>
      </ProfileLayout>,
      { user: user() },
    );
    const nav = await screen.findByRole('navigation', { name: 'Профайлын цэс' });
    expect(within(nav).getByRole('link', { name: 'Татаж авсан' }).getAttribute('href')).toBe(
      '/downloads',
    );
    await ui.click(within(nav).getByRole('button', { name: 'Гарах' }));
    await ui.click(within(await question()).getByRole('button', { name: 'Үлдээх' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
