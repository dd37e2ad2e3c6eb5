import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { spec } from '@contract/messages';
import { resetAuthForTests } from '@/app/session';
import { EpisodeReactions } from '@/features/social/components/episode-reactions';
import { MediaStatusBar } from '@/features/social/components/media-status-bar';
import { clearSession } from '@/lib/session-storage';
import { useToasts } from '@/lib/toast-store';
import { user } from './handlers/auth';
import { mediaDetail } from './handlers/catalogue';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { fail, on } from './handlers/contract';

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

/** A response the test releases by hand, to look at the optimistic state in between. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed') === 'true';
const count = (button: HTMLElement) => Number(button.textContent?.replace(/\D/g, ''));

const likeButton = () => screen.getByRole('button', { name: /^Таалагдсан/ });
const dislikeButton = () => screen.getByRole('button', { name: /^Таалагдаагүй/ });

afterEach(async () => {
  await clearSession();
  resetAuthForTests();
});

describe('episode like toggle', () => {
  it('moves the count at once, then follows the server', async () => {
    const release = gate();
    const calls: string[] = [];
    server.use(
      on('episodeStatus', async ({ params }) => {
        calls.push(`${params.episodeId}/${params.userId}/${params.value}`);
        await release.opened;
        return {
          status: true,
          data: { liked: 1, likeCount: 11, dislikeCount: 1 },
        };
      }),
    );
    await renderApp(
      <EpisodeReactions episodeId={5} initial={{ liked: 0, likeCount: 10, dislikeCount: 2 }} />,
      { user: user() },
    );
    expect(pressed(dislikeButton())).toBe(true);

    await userEvent.click(likeButton());
    // Optimistic: the dislike moved to a like before the server answered.
    expect(pressed(likeButton())).toBe(true);
    expect(count(likeButton())).toBe(11);
    expect(count(dislikeButton())).toBe(1);
    release.open();
    await waitFor(() => expect(calls).toEqual(['5/42/1']));
    await waitFor(() => expect(count(likeButton())).toBe(11));
  });

  it('pressing an active like clears it (null)', async () => {
    let value: unknown;
    server.use(
      on('episodeStatus', ({ params }) => {
        value = params.value;
        return {
          status: true,
          data: { liked: null, likeCount: 9, dislikeCount: 2 },
        };
      }),
    );
    await renderApp(
      <EpisodeReactions episodeId={5} initial={{ liked: 1, likeCount: 10, dislikeCount: 2 }} />,
      { user: user() },
    );
    await userEvent.click(likeButton());
    await waitFor(() => expect(value).toBe('null'));
    expect(pressed(likeButton())).toBe(false);
    expect(count(likeButton())).toBe(9);
  });

  it('rolls back and shows the server message when the call fails', async () => {
    const release = gate();
    server.use(
      on('episodeStatus', async () => {
        await release.opened;
        return fail(500, 'Түр хүлээнэ үү');
      }),
    );
    await renderApp(
      <>
        <EpisodeReactions episodeId={5} initial={{ liked: null, likeCount: 10, dislikeCount: 2 }} />
        <Toasts />
      </>,
      { user: user() },
    );
    await userEvent.click(dislikeButton());
    expect(count(dislikeButton())).toBe(3);
    release.open();
    await waitFor(() => expect(count(dislikeButton())).toBe(2));
    expect(pressed(dislikeButton())).toBe(false);
    expect(screen.getByRole('list', { name: 'toasts' }).textContent).toContain('Түр хүлээнэ үү');
  });

  it('asks a guest to log in and changes nothing', async () => {
    let called = false;
    server.use(
      on('episodeStatus', () => {
        called = true;
        return { status: true };
      }),
    );
    await renderApp(
      <>
        <EpisodeReactions episodeId={5} initial={{ liked: null, likeCount: 10, dislikeCount: 2 }} />
        <Toasts />
      </>,
      { user: null },
    );
    await userEvent.click(likeButton());
    expect(screen.getByRole('list', { name: 'toasts' }).textContent).toContain(spec.loginRequired);
    expect(count(likeButton())).toBe(10);
    expect(called).toBe(false);
  });
});

describe('media like, later and notify', () => {
  const status = { liked: null, later: false, notify: false, like_count: 120 };

  it('likes with an optimistic count and rolls back on failure', async () => {
    const release = gate();
    const actions: string[] = [];
    server.use(
      on('animeDetail', () => ({ status: true, data: mediaDetail({ id: 9, ...status }) })),
      on('mediaStatus', async ({ params }) => {
        actions.push(`${params.action}=${params.value}`);
        if (params.action === 'later') {
          return {
            status: true,
            data: { ...status, later: true, watch_status: null },
          };
        }
        await release.opened;
        return fail(500, 'Алдаа');
      }),
    );
    await renderApp(<MediaStatusBar mediaId={9} />, { user: user() });
    const like = await screen.findByRole('button', { name: /^Дуртай/ });
    await userEvent.click(like);
    expect(pressed(like)).toBe(true);
    expect(count(like)).toBe(121);
    release.open();
    await waitFor(() => expect(count(like)).toBe(120));
    expect(pressed(like)).toBe(false);

    const later = screen.getByRole('button', { name: 'Дараа үзэх' });
    await userEvent.click(later);
    await waitFor(() => expect(pressed(later)).toBe(true));
    expect(actions).toEqual(['like=1', 'later=1']);
  });
});
