import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Comment, CommentThread, User } from '@contract/entities';
import { spec } from '@contract/messages';
import { resetAuthForTests } from '@/session';
import { CommentsSection } from '@/features/social/components/comments-section';
import { clearSession } from '@/lib/session-storage';
import { user } from './handlers/auth';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { on } from './handlers/contract';
import { Toasts } from './toast-list';

/* A viewer reports someone else's comment from its menu (decision 070). */

const comment = (patch: Partial<Comment> = {}): Comment => ({
  id: 1,
  episode_id: 5,
  body: 'Муухай үг',
  parent_id: null,
  user_id: 8,
  nickname: 'Болд',
  avatar: null,
  likes: 0,
  dislikes: 0,
  action: 0,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  ...patch,
});

function serveComments(threads: CommentThread[]) {
  server.use(
    on('comments', () => ({
      status: true,
      data: { data: threads, current_page: 1, last_page: 1, total: threads.length },
    })),
  );
}

const toasts = () => screen.getByRole('list', { name: 'toasts' }).textContent ?? '';

function renderSection(viewer: User | null) {
  return renderApp(
    <>
      <CommentsSection episodeId={5} />
      <Toasts />
    </>,
    { user: viewer },
  );
}

afterEach(async () => {
  await clearSession();
  resetAuthForTests();
});

describe('reporting a comment from its menu', () => {
  it('sends the reason for that comment by keyboard and thanks the viewer', async () => {
    let sent: { params?: unknown; body?: unknown } = {};
    server.use(
      on('commentReport', async ({ params, body }) => {
        sent = { params, body: await body() };
        return { status: true, msg: spec.reportSent };
      }),
    );
    serveComments([
      {
        ...comment(),
        replies: [comment({ id: 2, parent_id: 1, user_id: 9, nickname: 'Сараа', body: 'Хариу' })],
      },
    ]);
    await renderSection(user());
    const menu = await screen.findByRole('button', { name: 'Сэтгэгдлийн үйлдлүүд: Сараа' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Репорт илгээх' });
    await waitFor(() => expect(document.activeElement).toBe(item));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Сэтгэгдлийг мэдэгдэх' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Спам, зар сурталчилгаа' }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Линк тараадаг');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Илгээх' }));
    await waitFor(() => expect(toasts()).toContain(spec.reportSent));
    expect(sent).toEqual({
      params: { commentId: '2', userId: '42' },
      body: { reason: 'Спам, зар сурталчилгаа: Линк тараадаг' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers no report on the viewer's own comment", async () => {
    serveComments([{ ...comment({ user_id: 42, nickname: 'tuvshin' }), replies: [] }]);
    await renderSection(user());
    await screen.findByText('Муухай үг');
    expect(screen.queryByRole('button', { name: /Сэтгэгдлийн үйлдлүүд/ })).toBeNull();
  });

  it('tells a guest to log in and opens no dialog', async () => {
    serveComments([{ ...comment(), replies: [] }]);
    await renderSection(null);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Сэтгэгдлийн үйлдлүүд: Болд' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Репорт илгээх' }));
    await waitFor(() => expect(toasts()).toContain(spec.loginRequired));
    expect(screen.queryByRole('dialog', { name: 'Сэтгэгдлийг мэдэгдэх' })).toBeNull();
  });
});
