import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthArea } from '@/features/auth/components/auth-area';
import { closeLoginDialog, resetAuthForTests } from '@/session';
import { clearSession } from '@/lib/session-storage';
import { user } from './handlers/auth';
import { renderApp } from './render-app';
import { stubConnection } from './stub-connection';

/*
 * Issue 29: a tap on "Нэвтрэх" answers at once, before the login dialog's code (react-aria and
 * the steps) has arrived, and on a good link that code comes while the page is idle. The dialog's
 * module is held at a gate: `asked` counts who asked for it, and nothing arrives until `open`.
 * The module is asked once per file, so the tests run in this order: those that must not ask,
 * the one that asks in idle time, then the tap while the code is still on its way.
 */
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open, asked: 0 };
});
vi.mock('@/features/auth/login/login-dialog', async (importOriginal) => {
  gate.asked += 1;
  await gate.opened;
  return importOriginal();
});

let link: ReturnType<typeof stubConnection> | null = null;
beforeEach(async () => {
  act(() => closeLoginDialog());
  await clearSession();
  resetAuthForTests();
});
afterEach(() => {
  link?.restore();
  link = null;
  vi.useRealTimers();
});

/** Keys that reached what the header sits in (the details overlay, when login opens over it). */
const keysBelow: string[] = [];
const renderArea = (options: Parameters<typeof renderApp>[1] = {}) =>
  renderApp(
    <div onKeyDown={(event) => keysBelow.push(event.key)} role="presentation">
      <header>
        <AuthArea />
      </header>
    </div>,
    options,
  );

/** Lets the page go idle: past requestIdleCallback's 3 s bound and jsdom's 1.5 s fallback. */
async function idleFor(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the login dialog before its code is here', () => {
  it('is not fetched in idle time on Save-Data', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    link = stubConnection({ saveData: true, effectiveType: '4g' });
    await renderArea();
    await screen.findByRole('button', { name: 'Нэвтрэх' });
    await idleFor(5000);
    expect(gate.asked).toBe(0);
  });

  it('is not fetched for a signed-in viewer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderArea({ user: user({ id: 7, first_name: 'Батболд' }) });
    await screen.findByRole('button', { name: /Батболд/ });
    await idleFor(5000);
    expect(gate.asked).toBe(0);
  });

  it('is fetched in idle time for a guest on a good link, before any tap', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderArea();
    await screen.findByRole('button', { name: 'Нэвтрэх' });
    await idleFor(5000);
    // Asked by the warm-up, a chunk of its own that the idle callback imports first.
    await vi.waitFor(() => expect(gate.asked).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a tap shows its frame at once, which Escape closes, then the dialog when the code is in', async () => {
    const ui = userEvent.setup();
    await renderArea();
    const button = await screen.findByRole('button', { name: 'Нэвтрэх' });

    await ui.click(button);
    const waiting = await screen.findByRole('dialog', { name: 'Нэвтрэх' });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(within(waiting).getByRole('status').textContent).toBe('Ачаалж байна…');
    expect(within(waiting).getByRole('button', { name: 'Хаах' })).toBeTruthy();
    // The focus stays on the opener, and nothing behind the frame is reached with Tab.
    expect(document.activeElement).toBe(button);
    await ui.tab();
    expect(document.activeElement).toBe(button);

    keysBelow.length = 0;
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    // The frame is on top: Escape and Tab were its own, nothing under it saw them.
    expect(keysBelow).toEqual([]);

    await ui.click(button);
    expect(await screen.findByRole('dialog', { name: 'Нэвтрэх' })).toBeTruthy();
    gate.open();
    const dialog = await screen.findByRole('group', { name: 'Утасны дугаар' }, { timeout: 15_000 });
    expect(screen.queryByText('Ачаалж байна…')).toBeNull();
    expect(screen.getByRole('dialog').contains(dialog)).toBe(true);
    expect(gate.asked).toBe(1);

    // Closed, the real dialog gives the focus back to the button the waiting frame came from.
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Хаах' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
