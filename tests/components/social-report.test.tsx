import './auth-test-env';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { spec } from '@contract/messages';
import { paths } from '@contract/paths';
import { forgetSession, resetAuthForTests, signIn } from '@/app/session';
import { ReportButton } from '@/features/social/components/report-dialog';
import { clearSession } from '@/lib/session-storage';
import { useToasts } from '@/lib/toast-store';
import { loginData } from './auth-fixtures';
import { server } from './msw-server';
import { renderWithQuery } from './render';

function Toasts() {
  const toasts = useToasts();
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id}>{t.message}</li>
      ))}
    </ul>
  );
}

const toasts = () => screen.getByRole('list', { name: 'toasts', hidden: true }).textContent ?? '';

afterEach(async () => {
  await clearSession();
  resetAuthForTests();
});

describe('report dialog', () => {
  it('sends the reason and details for the episode and thanks the user', async () => {
    await signIn(loginData({ id: 42 }));
    let sent: { userId?: unknown; body?: unknown } = {};
    server.use(
      http.post(paths.report.path, async ({ request, params }) => {
        sent = { userId: params.userId, body: await request.json() };
        return HttpResponse.json({ status: true, msg: spec.reportSent });
      }),
    );
    renderWithQuery(
      <>
        <ReportButton episodeId={5} mediaId={3} />
        <Toasts />
      </>,
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
    await signIn(loginData({ id: 42 }));
    server.use(
      http.post(paths.report.path, () =>
        HttpResponse.json({ status: false, msg: 'Хэт олон оролдлого' }, { status: 429 }),
      ),
    );
    renderWithQuery(
      <>
        <ReportButton episodeId={5} mediaId={3} />
        <Toasts />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Репорт' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Илгээх' }));
    await waitFor(() => expect(toasts()).toContain('Хэт олон оролдлого'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks a guest to log in and opens no dialog', async () => {
    await forgetSession();
    renderWithQuery(
      <>
        <ReportButton episodeId={5} mediaId={3} />
        <Toasts />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Репорт' }));
    expect(toasts()).toContain(spec.loginRequired);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
