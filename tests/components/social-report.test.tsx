import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { spec } from '@contract/messages';
import { resetAuthForTests } from '@/session';
import { ReportButton } from '@/features/social/components/report-dialog';
import { clearSession } from '@/lib/session-storage';
import { user } from './handlers/auth';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { fail, on } from './handlers/contract';
import { Toasts } from './toast-list';

const toasts = () => screen.getByRole('list', { name: 'toasts', hidden: true }).textContent ?? '';

afterEach(async () => {
  await clearSession();
  resetAuthForTests();
});

describe('report dialog', () => {
  it('sends the reason and details for the episode and thanks the user', async () => {
    let sent: { userId?: unknown; body?: unknown } = {};
    server.use(
      on('report', async ({ params, body }) => {
        sent = { userId: params.userId, body: await body() };
        return { status: true, msg: spec.reportSent };
      }),
    );
    await renderApp(
      <>
        <ReportButton episodeId={5} mediaId={3} />
        <Toasts />
      </>,
      { user: user() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Репорт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ангийн алдааг мэдэгдэх' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Хадмал буруу эсвэл алга' }));
    await userEvent.type(screen.getByRole('textbox'), '3 дахь минутаас');
    await userEvent.click(screen.getByRole('button', { name: 'Илгээх' }));
    await waitFor(() => expect(toasts()).toContain(spec.reportSent));
    expect(sent).toEqual({
      userId: '42',
      body: {
        report: 'Хадмал буруу эсвэл алга: 3 дахь минутаас',
        type: 'ep',
        parent_id: 5,
        media_id: 3,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open and shows the server message on failure', async () => {
    server.use(on('report', () => fail(429, 'Хэт олон оролдлого')));
    await renderApp(
      <>
        <ReportButton episodeId={5} mediaId={3} />
        <Toasts />
      </>,
      { user: user() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Репорт' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Илгээх' }));
    await waitFor(() => expect(toasts()).toContain('Хэт олон оролдлого'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks a guest to log in and opens no dialog', async () => {
    await renderApp(
      <>
        <ReportButton episodeId={5} mediaId={3} />
        <Toasts />
      </>,
      { user: null },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Репорт' }));
    expect(toasts()).toContain(spec.loginRequired);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
