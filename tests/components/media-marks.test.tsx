import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { spec } from '@contract/messages';
import { closeLoginDialog, forgetSession, resetAuthForTests, useLoginDialog } from '@/session';
import { SeriesDetailPage } from '@/features/media-detail/components/series-detail-page';
import { MediaStatusBar } from '@/features/social/components/media-status-bar';
import { WatchRedirect } from '@/features/watch/components/watch-redirect';
import { clearToasts } from './clear-toasts';
import { user } from './handlers/auth';
import { mediaDetail, serveMedia } from './handlers/catalogue';
import { on } from './handlers/contract';
import { server } from './msw-server';
import { renderApp } from './render-app';
import type { RenderAppOptions } from './render-app';
import { Toasts } from './toast-list';

/*
 * A media's like, its count and the watch-later and notify marks are one fact with one owner:
 * media-detail's detail query and its one writer. The detail page (and the overlay, which shows
 * the same hero) and the watch pages' status bar must agree without asking the server again,
 * and a guest gets the same answer from either.
 */

function LoginDialogState() {
  return <p data-testid="login-dialog">{useLoginDialog().open ? 'open' : 'closed'}</p>;
}

/** The detail answered as serveMedia does, counting how often it is asked. */
function countDetailCalls() {
  const calls = { detail: 0 };
  const detail = mediaDetail();
  server.use(
    on('animeDetail', ({ ok }) => {
      calls.detail += 1;
      return ok(detail);
    }),
  );
  return calls;
}

/** A response the test releases by hand, to look at the optimistic state in between. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed') === 'true';
const count = (button: HTMLElement) => Number(button.textContent?.replace(/\D/g, ''));
const detailLike = () => screen.getByRole('button', { name: /^Таалагдсан/ });
const barLike = () => screen.getByRole('button', { name: /^Дуртай/ });
const toastTexts = () =>
  within(screen.getByRole('list', { name: 'toasts' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

async function renderBoth(options: RenderAppOptions) {
  await renderApp(
    <>
      <SeriesDetailPage id={11} />
      <MediaStatusBar mediaId={11} />
      <Toasts />
      <LoginDialogState />
    </>,
    options,
  );
  await screen.findByRole('heading', { level: 1, name: 'Зах зээлийн тойм' });
  await screen.findByRole('button', { name: /^Дуртай/ });
}

afterEach(async () => {
  await forgetSession();
  resetAuthForTests();
  closeLoginDialog();
  clearToasts();
});

describe("a media's marks have one owner", () => {
  it('a like on the detail page shows in the status bar at once, and back, without a refetch', async () => {
    serveMedia(mediaDetail());
    const calls = countDetailCalls();
    const release = gate();
    const sent: string[] = [];
    server.use(
      on('mediaStatus', async ({ ok, params }) => {
        sent.push(`${params.action}=${params.value}`);
        if (params.value === '1') await release.opened;
        const liked = params.value === '1' ? 1 : null;
        return ok({ liked, later: false, notify: false, watch_status: null, like_count: 1201 });
      }),
    );
    await renderBoth({ user: user({ id: 7 }) });
    expect(count(detailLike())).toBe(1200);
    expect(count(barLike())).toBe(1200);

    await userEvent.click(detailLike());
    // Optimistic, in both places, before the server answers…
    await waitFor(() => expect(pressed(barLike())).toBe(true));
    expect(pressed(detailLike())).toBe(true);
    expect(count(barLike())).toBe(1201);
    expect(count(detailLike())).toBe(1201);
    release.open();
    await waitFor(() => expect(sent).toEqual(['like=1']));

    // …and the bar's press is seen by the detail page the same way.
    await userEvent.click(barLike());
    await waitFor(() => expect(pressed(detailLike())).toBe(false));
    await waitFor(() => expect(count(detailLike())).toBe(1201));
    expect(pressed(barLike())).toBe(false);
    expect(count(barLike())).toBe(1201);
    expect(sent).toEqual(['like=1', 'like=0']);
    expect(calls.detail).toBe(1);
  });

  it('a guest gets the same login message and dialog from both, and nothing is sent', async () => {
    serveMedia(mediaDetail());
    let sent = 0;
    server.use(
      on('mediaStatus', () => {
        sent += 1;
        return { status: true };
      }),
    );
    await renderBoth({ user: null });

    await userEvent.click(detailLike());
    expect(toastTexts()).toEqual([spec.loginRequired]);
    expect(screen.getByTestId('login-dialog').textContent).toBe('open');
    closeLoginDialog();
    await waitFor(() => expect(screen.getByTestId('login-dialog').textContent).toBe('closed'));

    await userEvent.click(barLike());
    // The same toast again is one toast, counted twice (not a second copy).
    expect(toastTexts()).toEqual([spec.loginRequired]);
    expect(screen.getByRole('list', { name: 'toasts' }).querySelector('li')?.dataset.count).toBe(
      '2',
    );
    expect(screen.getByTestId('login-dialog').textContent).toBe('open');

    expect(pressed(detailLike())).toBe(false);
    expect(pressed(barLike())).toBe(false);
    expect(count(detailLike())).toBe(1200);
    expect(sent).toBe(0);
  });

  it('/watch/{media} finds the next episode in the detail the page already has', async () => {
    serveMedia(mediaDetail());
    const calls = countDetailCalls();
    const { router } = await renderApp(
      <>
        <SeriesDetailPage id={11} />
        <WatchRedirect mediaId={11} />
      </>,
      { user: user({ id: 7 }) },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/watch/11/103'));
    expect(calls.detail).toBe(1);
  });
});
