import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BodyOf } from '@contract/endpoints';
import type { User } from '@contract/entities';
import { accountQueryOptions } from '@/session';
import { UserSidebar } from '@/features/account/components/user-sidebar';
import { queryClient } from '@/lib/query-client';
import { clearSession, saveSession } from '@/lib/session-storage';
import { dismissToast, showToast } from '@/lib/toast-store';
import { meHandler, user } from './handlers/auth';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { fail, on } from './handlers/contract';

const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

function setClipboard(value: unknown) {
  Object.defineProperty(window.navigator, 'clipboard', { value, configurable: true });
}

beforeEach(async () => {
  await saveSession('token-abcdefghijklmnop', 42);
  // The logout button asks whether this viewer has downloads, which starts the session.
  server.use(meHandler(user()));
});
afterEach(async () => {
  // Toasts outlive a test: drop them so the next one starts clean.
  const last = showToast('info', '');
  for (let id = 1; id <= last; id++) dismissToast(id);
  if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
  else setClipboard(undefined);
  await clearSession();
});

async function renderSidebar(me: User = user()) {
  const onLogout = vi.fn();
  const onOpenChange = vi.fn();
  const ui = userEvent.setup();
  const view = await renderApp(
    <UserSidebar user={me} isOpen onOpenChange={onOpenChange} onLogout={onLogout} />,
    { toasts: true },
  );
  return { ui, onLogout, onOpenChange, ...view };
}

const sidebar = () => screen.findByRole('dialog');

/** What the session shows as the signed-in account (the header and this sidebar read it). */
const account = () => queryClient.getQueryData(accountQueryOptions(42).queryKey);

/** The outcome is a toast of the right kind (announced over the dialog: the region is top layer). */
async function expectCopyText(text: string, kind: string) {
  const toast = await screen.findByText(text, { selector: '[data-kind] span' });
  expect(toast.closest('[data-kind]')?.getAttribute('data-kind')).toBe(kind);
}

describe('user sidebar', () => {
  it('shows avatar, nickname, ID, remaining days and the menu', async () => {
    const { ui, onLogout } = await renderSidebar();
    const panel = await sidebar();
    expect(within(panel).getByRole('heading', { name: 'tuvshin' })).toBeTruthy();
    expect(within(panel).getByText('ID: 42')).toBeTruthy();
    expect(within(panel).getByText('12 хоног')).toBeTruthy();
    const menu = within(panel).getByRole('navigation', { name: 'Хэрэглэгчийн цэс' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Миний профайл', '/profile'],
      ['Эрх сунгах', '/payment'],
      ['Үзсэн түүх', '/history'],
      ['Таалагдсан контент', '/episode/liked'],
      ['Дараа үзэх', '/episode/later'],
      ['Татаж авсан', '/downloads'],
    ]);
    expect(within(menu).getByRole('button', { name: 'ПИН солих' })).toBeTruthy();
    await ui.click(within(panel).getByRole('button', { name: 'Гарах' }));
    // No downloads on the device: no question first.
    await waitFor(() => expect(onLogout).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Татаж авсан үзвэрүүд' })).toBeNull();
  });

  it('says "Эрх дууссан" when no days are left', async () => {
    await renderSidebar(user({ days: 0 }));
    expect(within(await sidebar()).getByText('Эрх дууссан')).toBeTruthy();
  });

  it('copies the ID with the success text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { ui } = await renderSidebar();
    // After userEvent.setup(), which installs a clipboard of its own.
    setClipboard({ writeText });
    await ui.click(within(await sidebar()).getByRole('button', { name: 'ID хуулах' }));
    expect(writeText).toHaveBeenCalledWith('42');
    await expectCopyText('Таны ID хаягыг амжилттай хууллаа.', 'success');
  });

  it('says sorry when the browser refuses the copy', async () => {
    const { ui } = await renderSidebar();
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await ui.click(within(await sidebar()).getByRole('button', { name: 'ID хуулах' }));
    await expectCopyText('Уучлаарай, хуулах боломжгүй байна.', 'error');
  });

  it('warns when there is no Clipboard API', async () => {
    const { ui } = await renderSidebar();
    setClipboard(undefined);
    await ui.click(within(await sidebar()).getByRole('button', { name: 'ID хуулах' }));
    await expectCopyText('Таны хөтөч хуулах үйлдлийг дэмжихгүй байна.', 'warning');
  });
});

describe('profile edit sidebar', () => {
  it('checks the names and the e-mail, then saves through profile full-update', async () => {
    let sent: unknown;
    server.use(
      on('profileUpdate', async ({ body }) => {
        sent = await body();
        return {
          status: true,
          msg: 'Амжилттай хадгаллаа',
          data: user({ first_name: 'Тэмүүлэн', gender: 3, email: null }),
        };
      }),
    );
    const { ui } = await renderSidebar();
    const panel = await sidebar();
    await ui.click(within(panel).getByRole('button', { name: 'Профайл засах' }));
    expect(within(panel).getByRole('heading', { name: 'Профайл засах' })).toBeTruthy();

    const last = within(panel).getByLabelText('Овог');
    const first = within(panel).getByLabelText('Нэр');
    const email = within(panel).getByLabelText('Имэйл');
    expect((last as HTMLInputElement).value).toBe('Бат');
    await ui.clear(last);
    await ui.clear(first);
    await ui.click(within(panel).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(panel).findByText('Талбараа гүйцэт оруулна уу!')).toBeTruthy();

    await ui.type(last, 'Бат');
    await ui.click(within(panel).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(panel).findByText('Нэрээ оруулна уу!')).toBeTruthy();

    await ui.type(first, 'Тэмүүлэн');
    await ui.clear(email);
    await ui.type(email, 'bad@');
    await ui.click(within(panel).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(panel).findByText('Имэйл буруу байна!')).toBeTruthy();

    await ui.clear(email);
    const genders = within(panel).getByRole('group', { name: 'Хүйс' });
    expect(
      within(genders)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Эрэгтэй', 'Эмэгтэй', 'Бусад']);
    await ui.click(within(genders).getByRole('radio', { name: 'Бусад' }));
    await ui.click(within(panel).getByRole('button', { name: 'Хадгалах' }));

    await waitFor(() => expect(account()).toMatchObject({ first_name: 'Тэмүүлэн' }));
    expect(sent).toEqual({
      user_id: 42,
      last_name: 'Бат',
      first_name: 'Тэмүүлэн',
      email: null,
      phone: '91234567',
      avatar: null,
      gender: 3,
    });
    expect(await screen.findByText('Амжилттай хадгаллаа')).toBeTruthy();
    // Back on the menu.
    expect(within(panel).getByRole('heading', { name: 'tuvshin' })).toBeTruthy();
  });

  it('uploads a new image, previews it and saves its URL as the avatar', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    let sent: BodyOf<'profileUpdate'> | undefined;
    server.use(
      on('upload', async ({ request }) => {
        const form = await request.formData();
        // jsdom's File loses its name crossing into Node's fetch; that a file part came is enough.
        expect(form.get('file')).not.toBeNull();
        expect(request.headers.get('authorization')).toBe('Bearer token-abcdefghijklmnop');
        return { status: true, data: { url: '/uploads/avatars/abc.png' } };
      }),
      on('profileUpdate', async ({ body }) => {
        const update = await body();
        sent = update;
        return { status: true, data: user({ avatar: update.avatar ?? null }) };
      }),
    );
    const { ui } = await renderSidebar();
    const panel = await sidebar();
    await ui.click(within(panel).getByRole('button', { name: 'Профайл засах' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toBeTruthy();
    await ui.upload(
      input!,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    // The preview shows while the upload runs and stays once the server has the file.
    await waitFor(() => expect(document.querySelector('img[src="blob:preview"]')).toBeTruthy());
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Зураг солих' })).toBeTruthy(),
    );
    await ui.click(within(panel).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(account()).toMatchObject({ avatar: '/uploads/avatars/abc.png' }));
    expect(sent?.avatar).toBe('/uploads/avatars/abc.png');
  });

  it('cancel returns to the menu without a call', async () => {
    const { ui } = await renderSidebar();
    const panel = await sidebar();
    await ui.click(within(panel).getByRole('button', { name: 'Профайл засах' }));
    await ui.click(within(panel).getByRole('button', { name: 'Болих' }));
    expect(within(panel).getByRole('heading', { name: 'tuvshin' })).toBeTruthy();
  });
});

describe('change PIN sidebar', () => {
  it('requires all three, wants the repeat to match, then changes the PIN on the server', async () => {
    let sent: unknown;
    let tries = 0;
    server.use(
      on('changePin', async ({ params, body }) => {
        expect(params.userId).toBe('42');
        sent = await body();
        tries += 1;
        if (tries === 1) return fail(422);
        return { status: true, msg: 'Амжилттай хадгаллаа' };
      }),
    );
    const { ui } = await renderSidebar();
    const panel = await sidebar();
    await ui.click(within(panel).getByRole('button', { name: 'ПИН солих' }));
    expect(within(panel).getByRole('heading', { name: 'ПИН солих' })).toBeTruthy();

    await ui.click(within(panel).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(panel).findByText('Хуучин ПИН кодоо оруулна уу!')).toBeTruthy();
    expect(within(panel).getByText('Шинэ ПИН кодоо оруулна уу!')).toBeTruthy();
    expect(within(panel).getByText('Шинэ ПИН кодоо давтан оруулна уу!')).toBeTruthy();

    const group = (name: string) => within(panel).getByRole('group', { name });
    await ui.click(within(group('Хуучин ПИН код')).getByLabelText('1-р орон'));
    await ui.keyboard('2580');
    await ui.click(within(group('Шинэ ПИН код')).getByLabelText('1-р орон'));
    await ui.keyboard('4826');
    await ui.click(within(group('Шинэ ПИН кодоо давтах')).getByLabelText('1-р орон'));
    await ui.keyboard('4827{Enter}');
    expect(await within(panel).findByText('Шинэ нууц үг зөрүүтэй байна!')).toBeTruthy();

    await ui.keyboard('{Backspace}6{Enter}');
    // The server refused without a msg: the spec's PIN default.
    expect(await within(panel).findByText('Пин код буруу байна!')).toBeTruthy();
    await ui.click(within(panel).getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Амжилттай хадгаллаа')).toBeTruthy();
    expect(sent).toEqual({ old_pin: '2580', new_pin: '4826', repeat_pin: '4826' });
    expect(within(panel).getByRole('heading', { name: 'tuvshin' })).toBeTruthy();
  });
});
