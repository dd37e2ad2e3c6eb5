import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { delay, HttpResponse } from 'msw';
import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { AuthArea } from '@/features/auth/components/auth-area';
import { RequireLogin } from '@/features/auth/components/require-login';
import { EARLY_CLOSED_EVENT, EARLY_FRAME_ID } from '@/features/auth/early-login';
import { closeLoginDialog, requireLogin, resetAuthForTests, useAuth } from '@/session';
import { clearSession, getSession, loadSession, saveSession } from '@/lib/session-storage';
import { meHandler, user } from './handlers/auth';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { fail, on } from './handlers/contract';

beforeEach(async () => {
  act(() => closeLoginDialog());
  await clearSession();
  resetAuthForTests();
});

function renderArea() {
  return renderApp(
    <>
      <header>
        <AuthArea />
      </header>
      <RequireLogin pending={<p>…</p>}>{(u) => <p>Сайн уу, {u.first_name}</p>}</RequireLogin>
    </>,
    { toasts: true },
  );
}

describe('AuthArea', () => {
  it('leaves the dialog closed when the early copy was closed before its effects had all run', async () => {
    // The copy of the login frame that a tap showed before the app ran (first-view-start.js).
    const copy = document.createElement('div');
    copy.id = EARLY_FRAME_ID;
    document.body.append(copy);
    onTestFinished(() => copy.remove());
    // A close handled between the commit that opened the dialog and its passive effects, as a
    // tap on a busy phone can be: the copy goes and says so.
    function CloseCopyAtOnce() {
      const auth = useAuth();
      useLayoutEffect(() => {
        if (auth.status !== 'guest' || !copy.isConnected) return;
        copy.remove();
        document.dispatchEvent(new Event(EARLY_CLOSED_EVENT));
      }, [auth.status]);
      return null;
    }
    await renderApp(
      <>
        <header>
          <AuthArea />
        </header>
        <CloseCopyAtOnce />
      </>,
    );
    await waitFor(() => expect(copy.isConnected).toBe(false));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Нэвтрэх' }),
    ).toBeTruthy();
  });

  it('offers a guest the login button, which opens the dialog at step 1', async () => {
    const ui = userEvent.setup();
    await renderArea();
    await ui.click(
      await within(await screen.findByRole('banner')).findByRole('button', { name: 'Нэвтрэх' }),
    );
    // The dialog's frame answers first (auth-login-waiting.test.tsx), then its first step.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByRole('heading', { name: 'Нэвтрэх' })).toBeTruthy();
    expect(
      await screen.findByRole('group', { name: 'Утасны дугаар' }, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('holds the place while the stored session is restored, then shows avatar, name and ID', async () => {
    await saveSession('token-abcdefghijklmnop', 7);
    resetAuthForTests();
    server.use(
      on('me', async ({ params, request }) => {
        expect(params.userId).toBe('7');
        expect(request.headers.get('authorization')).toBe('Bearer token-abcdefghijklmnop');
        await delay(50);
        return {
          status: true,
          data: user({ id: 7, first_name: 'Батболд', nickname: 'batbold' }),
        };
      }),
    );
    const ui = userEvent.setup();
    await renderArea();
    expect(await screen.findByText('Нэвтрэлтийг шалгаж байна…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Нэвтрэх' })).toBeNull();

    const chip = await screen.findByRole('button', { name: /Батболд/ });
    expect(chip.textContent).toContain('ID: 7');
    expect(screen.getByText('Сайн уу, Батболд')).toBeTruthy();

    await ui.click(chip);
    const sidebar = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(sidebar).getByRole('heading', { name: 'batbold' })).toBeTruthy();
    expect(within(sidebar).getByText('ID: 7')).toBeTruthy();
  });

  it('forgets a token the server no longer accepts and shows the guest view', async () => {
    await saveSession('token-abcdefghijklmnop', 7);
    resetAuthForTests();
    server.use(on('me', () => fail(401, 'Нэвтрэх эрх хүчингүй')));
    await renderArea();
    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: 'Нэвтрэх' }),
    ).toBeTruthy();
    expect(getSession().token).toBeNull();
    expect(await loadSession()).toEqual({ token: null, userId: null });
    // User pages show the spec's login prompt instead.
    expect(screen.getByText('Нэвтэрч орсны дараа уг үйлдлийг хийх боломжтой')).toBeTruthy();
  });

  it('keeps a user recognised offline from the last profile it saw', async () => {
    server.use(meHandler(user({ id: 9, first_name: 'Сарнай' })));
    await saveSession('token-abcdefghijklmnop', 9);
    resetAuthForTests();
    const first = await renderArea();
    await screen.findByRole('button', { name: /Сарнай/ });
    first.unmount();

    server.use(on('me', () => HttpResponse.error()));
    resetAuthForTests();
    await renderArea();
    expect(await screen.findByRole('button', { name: /Сарнай/ })).toBeTruthy();
    expect(getSession().token).toBe('token-abcdefghijklmnop');
  });

  it('keeps a user recognised after the browser said it went offline', async () => {
    server.use(meHandler(user({ id: 9, first_name: 'Сарнай' })));
    await saveSession('token-abcdefghijklmnop', 9);
    resetAuthForTests();
    const first = await renderArea();
    await screen.findByRole('button', { name: /Сарнай/ });
    first.unmount();

    // Query pauses ordinary fetches while offline; the account must still answer from the kept copy.
    server.use(on('me', () => HttpResponse.error()));
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    resetAuthForTests();
    await renderArea();
    expect(await screen.findByRole('button', { name: /Сарнай/ })).toBeTruthy();
  });

  it('requireLogin tells a guest to log in and opens the dialog', async () => {
    await renderArea();
    await within(await screen.findByRole('banner')).findByRole('button', { name: 'Нэвтрэх' });
    let allowed = true;
    act(() => {
      allowed = requireLogin();
    });
    expect(allowed).toBe(false);
    await waitFor(() =>
      expect(
        screen.getAllByText('Нэвтэрч орсны дараа уг үйлдлийг хийх боломжтой').length,
      ).toBeGreaterThan(1),
    );
    expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
