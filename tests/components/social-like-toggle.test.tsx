import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { spec } from '@contract/messages';
import { resetAuthForTests, useViewerId } from '@/session';
import { MediaStatusBar } from '@/features/social/components/media-status-bar';
import { episodeQueryOptions, useEpisode } from '@/features/watch/api/get-episode';
import { EpisodeLikePair } from '@/features/watch/components/episode-like-pair';
import type { EpisodeLikes } from '@/features/watch/episode-like-math';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session-storage';
import { user } from './handlers/auth';
import { mediaDetail } from './handlers/catalogue';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { fail, on } from './handlers/contract';
import { Toasts } from './toast-list';

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

/** The watch page's part that matters here: episode 5's like pair, read from its query. */
function EpisodeFive() {
  const { data } = useEpisode(5, useViewerId());
  return data ? <EpisodeLikePair episode={data} /> : null;
}

/** Episode 5 as the watch page loaded it for `viewer`; only its like fields matter here. */
function loadedEpisode(likes: EpisodeLikes, viewer = 42) {
  const episode = { id: 5, ...likes };
  queryClient.setQueryData(episodeQueryOptions(5, viewer).queryKey, episode as never);
}

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
    loadedEpisode({ liked: 0, likeCount: 10, dislikeCount: 2 });
    await renderApp(<EpisodeFive />, { user: user() });
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
    loadedEpisode({ liked: 1, likeCount: 10, dislikeCount: 2 });
    await renderApp(<EpisodeFive />, { user: user() });
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
    loadedEpisode({ liked: null, likeCount: 10, dislikeCount: 2 });
    await renderApp(
      <>
        <EpisodeFive />
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
    loadedEpisode({ liked: null, likeCount: 10, dislikeCount: 2 }, 0);
    await renderApp(
      <>
        <EpisodeFive />
        <Toasts />
      </>,
      { user: null },
    );
    await userEvent.click(likeButton());
    expect(screen.getByRole('list', { name: 'toasts' }).textContent).toContain(spec.loginRequired);
    expect(count(likeButton())).toBe(10);
    expect(called).toBe(false);
  });

  it('coming back to the episode shows what the like left, without asking again', async () => {
    let reads = 0;
    server.use(
      on('episodeForUser', () => {
        reads += 1;
        return fail(500, 'unexpected');
      }),
      on('episodeStatus', ({ ok }) => ok({ liked: 1, likeCount: 11, dislikeCount: 2 })),
    );
    loadedEpisode({ liked: null, likeCount: 10, dislikeCount: 2 });
    const first = await renderApp(<EpisodeFive />, { user: user() });
    await userEvent.click(likeButton());
    await waitFor(() => expect(count(likeButton())).toBe(11));
    first.unmount();

    await renderApp(<EpisodeFive />);
    expect(pressed(likeButton())).toBe(true);
    expect(count(likeButton())).toBe(11);
    expect(reads).toBe(0);
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
