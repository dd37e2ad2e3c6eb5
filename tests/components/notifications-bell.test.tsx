import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@contract/entities';
import { resetAuthForTests } from '@/session';
import { NotificationBell } from '@/features/notifications';
import { clearSession } from '@/lib/session-storage';
import { user } from './handlers/auth';
import { fail, on } from './handlers/contract';
import { server } from './msw-server';
import { renderApp } from './render-app';

// The panel's chunk (react-aria) is ready before the first open, so findBy* timeouts measure the app.
beforeAll(async () => {
  await import('@/features/notifications/components/notification-panel');
});

afterEach(async () => {
  await clearSession();
  resetAuthForTests();
});

const note = (patch: Partial<Notification> & { id: number }): Notification => ({
  kind: 'episode',
  title: 'Шинэ анги гарлаа',
  body: '«Хүлэмж» — 3-р анги нэмэгдлээ.',
  link: `/watch/7/${patch.id}`,
  created_at: '2026-11-20T08:30:00.000Z',
  read: false,
  ...patch,
});

/** A server holding `items` for user 42: it answers the list and count, and applies the marks. */
function serverWith(items: Notification[]) {
  const state = { items: items.map((n) => ({ ...n })), reads: [] as string[] };
  const unread = () => state.items.filter((n) => !n.read).length;
  server.use(
    on('notificationCount', ({ ok }) => ok({ count: unread() })),
    on('notificationPage', ({ ok }) =>
      ok({ data: state.items, current_page: 1, last_page: 1, total: state.items.length }),
    ),
    on('notificationRead', ({ ok, params }) => {
      state.reads.push(params.id);
      state.items = state.items.map((n) => (String(n.id) === params.id ? { ...n, read: true } : n));
      return ok({ count: unread() });
    }),
    on('notificationReadAll', ({ ok }) => {
      state.reads.push('all');
      state.items = state.items.map((n) => ({ ...n, read: true }));
      return ok({ count: 0 });
    }),
  );
  return state;
}

const bell = () => screen.getByRole('button', { name: 'Мэдэгдэл' });
const findBell = () => screen.findByRole('button', { name: 'Мэдэгдэл' });
const badge = () => screen.queryByTestId('notification-badge');

describe('the header notifications button', () => {
  it('is not there for a guest', async () => {
    await renderApp(<NotificationBell />, { user: null });
    expect(screen.queryByRole('button', { name: 'Мэдэгдэл' })).toBeNull();
  });

  it('shows the unread count as a badge and in its description', async () => {
    serverWith([note({ id: 1 }), note({ id: 2 }), note({ id: 3, read: true })]);
    await renderApp(<NotificationBell />, { user: user({ id: 42 }) });
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    expect(screen.getByRole('button', { description: '2 шинэ мэдэгдэл' })).toBe(bell());
  });

  it('lists them with when they happened; opening one marks it read and follows its link', async () => {
    const state = serverWith([
      note({ id: 11 }),
      note({
        id: 12,
        kind: 'payment',
        title: 'Төлбөр хүлээн авлаа',
        body: 'Таны эрх 30 хоног сунгагдлаа.',
        link: '/profile/ebarimt/list',
        read: true,
      }),
    ]);
    const { router } = await renderApp(<NotificationBell />, { user: user({ id: 42 }) });
    await waitFor(() => expect(badge()?.textContent).toBe('1'));

    await userEvent.click(await findBell());
    const panel = await screen.findByRole('dialog', { name: 'Мэдэгдэл' });
    const links = await within(panel).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: /^Шинэ:\s?Шинэ анги гарлаа/ })).toBe(links[0]);
    expect(links[0]!.getAttribute('href')).toBe('/watch/7/11');
    expect(links[1]!.getAttribute('href')).toBe('/profile/ebarimt/list');
    expect(links[1]!.getAttribute('data-unread')).toBeNull();
    expect(within(links[0]!).getByText('2026.11.20', { exact: false }).tagName).toBe('TIME');

    await userEvent.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/watch/7/11'));
    await waitFor(() => expect(badge()).toBeNull());
    expect(state.reads).toEqual(['11']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { description: 'Шинэ мэдэгдэл алга' })).toBe(bell());
  });

  it('marks all read', async () => {
    const state = serverWith([note({ id: 21 }), note({ id: 22 })]);
    await renderApp(<NotificationBell />, { user: user({ id: 42 }) });
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    await userEvent.click(await findBell());
    const panel = await screen.findByRole('dialog', { name: 'Мэдэгдэл' });
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Бүгдийг уншсан болгох' }),
    );
    await waitFor(() => expect(badge()).toBeNull());
    expect(state.reads).toEqual(['all']);
    for (const link of within(panel).getAllByRole('link')) {
      expect(link.getAttribute('data-unread')).toBeNull();
    }
    // Still there, so the focus on it is not lost, but there is nothing left to do.
    const markAll = within(panel).getByRole('button', { name: 'Бүгдийг уншсан болгох' });
    expect(markAll.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(markAll);
  });

  it('goes back when the server refuses a mark', async () => {
    serverWith([note({ id: 31 })]);
    server.use(on('notificationReadAll', () => fail(500, 'Алдаа гарлаа байна!')));
    await renderApp(<NotificationBell />, { user: user({ id: 42 }) });
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
    await userEvent.click(await findBell());
    const panel = await screen.findByRole('dialog', { name: 'Мэдэгдэл' });
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Бүгдийг уншсан болгох' }),
    );
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
  });

  it('says so when there are none', async () => {
    serverWith([]);
    await renderApp(<NotificationBell />, { user: user({ id: 42 }) });
    await userEvent.click(await findBell());
    const panel = await screen.findByRole('dialog', { name: 'Мэдэгдэл' });
    expect(await within(panel).findByText('Танд одоогоор мэдэгдэл алга байна.')).toBeTruthy();
    expect(badge()).toBeNull();
  });

  it('shows loading, then a failure with a retry', async () => {
    serverWith([note({ id: 41 })]);
    let failures = 1;
    server.use(
      on('notificationPage', async ({ ok }) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (failures-- > 0) return fail(503, 'Сервертэй холбогдож чадсангүй.');
        return ok({ data: [note({ id: 41 })], current_page: 1, last_page: 1, total: 1 });
      }),
    );
    await renderApp(<NotificationBell />, { user: user({ id: 42 }) });
    await userEvent.click(await findBell());
    const panel = await screen.findByRole('dialog', { name: 'Мэдэгдэл' });
    expect(within(panel).getByRole('status').textContent).toBe('Мэдэгдлийг ачаалж байна…');
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Мэдэгдлийг ачаалж чадсангүй.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Дахин оролдох' }));
    expect((await within(panel).findByRole('link')).getAttribute('href')).toBe('/watch/7/41');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    serverWith([note({ id: 51 })]);
    await renderApp(<NotificationBell />, { user: user({ id: 42 }) });
    const button = await findBell();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Мэдэгдэл' });
    // The popover is modal: the page behind it, the button included, is hidden meanwhile.
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
