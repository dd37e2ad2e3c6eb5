import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Comment, CommentThread, User } from '@contract/entities';
import { extra, spec, textMessages } from '@contract/messages';
import { resetAuthForTests } from '@/session';
import { CommentsSection } from '@/features/social/components/comments-section';
import { clearSession } from '@/lib/session-storage';
import { user } from './handlers/auth';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { fail, on } from './handlers/contract';
import { Toasts } from './toast-list';

const comment = (patch: Partial<Comment> = {}): Comment => ({
  id: 1,
  episode_id: 5,
  body: 'Гоё анги байна',
  parent_id: null,
  user_id: 8,
  nickname: 'Болд',
  avatar: null,
  likes: 3,
  dislikes: 0,
  action: 0,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  ...patch,
});

const thread = (patch: Partial<CommentThread> = {}): CommentThread => ({
  ...comment(),
  replies: [],
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
const box = () => screen.getByRole('textbox', { name: 'Сэтгэгдэл бичих' });
const send = () => screen.getByRole('button', { name: 'Илгээх' });

/** Signed in as `viewer`, or a guest (null). */
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

describe('comments', () => {
  it('lists the threads with their replies', async () => {
    serveComments([
      thread({ replies: [comment({ id: 2, parent_id: 1, body: 'Тийм ээ', nickname: 'Сараа' })] }),
    ]);
    await renderSection(null);
    expect(await screen.findByText('Гоё анги байна')).toBeTruthy();
    expect(screen.getByText('Тийм ээ')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Сэтгэгдэл/ }).textContent).toContain('1');
  });

  it('says a hidden comment was removed in its place, without its buttons, and keeps its replies', async () => {
    serveComments([
      thread({
        body: '',
        removed: true,
        replies: [comment({ id: 2, parent_id: 1, body: 'Хариу хэвээр', nickname: 'Сараа' })],
      }),
    ]);
    await renderSection(null);
    const removed = await screen.findByText('Энэ сэтгэгдлийг журам зөрчсөн тул устгасан.');
    const article = removed.closest('article')!;
    expect(within(article).queryByRole('button', { name: /Таалагдсан/ })).toBeNull();
    expect(screen.getByText('Хариу хэвээр')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Таалагдсан/ })).toHaveLength(1);
  });

  it('refuses an empty comment with a Mongolian message, without calling the server', async () => {
    serveComments([]);
    let posted = false;
    server.use(
      on('commentPost', () => {
        posted = true;
        return { status: true };
      }),
    );
    await renderSection(user());
    await userEvent.type(box(), '   ');
    await userEvent.click(send());
    expect(await screen.findByText(extra.commentEmpty)).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(posted).toBe(false);
  });

  it("applies the server's text rule: controls refused in the form, bidi and NFD cleaned", async () => {
    serveComments([]);
    const sent: unknown[] = [];
    server.use(
      on('commentPost', async ({ body }) => {
        sent.push(await body());
        return { status: true, msg: spec.commentSent };
      }),
    );
    await renderSection(user());
    await userEvent.click(box());
    await userEvent.paste('Сайн\u0000 байна');
    await userEvent.click(send());
    expect(await screen.findByText(textMessages.controlCharacters)).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(box());
    await userEvent.paste('\u202Eгоё и\u0306');
    await userEvent.click(send());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: 'гоё й' });
  });

  it('posts, says so, and shows the new comment first', async () => {
    serveComments([thread()]);
    let posted: unknown;
    server.use(
      on('commentPost', async ({ body }) => {
        posted = await body();
        return {
          status: true,
          msg: spec.commentSent,
          comment: comment({ id: 9, body: 'Шинэ сэтгэгдэл', user_id: 42, nickname: 'Би' }),
        };
      }),
    );
    await renderSection(user());
    await screen.findByText('Гоё анги байна');
    await userEvent.type(box(), '  Шинэ сэтгэгдэл ');
    await userEvent.click(send());
    await waitFor(() => expect(toasts()).toContain(spec.commentSent));
    expect(posted).toEqual({ episode_id: 5, parent_id: null, user_id: 42, body: 'Шинэ сэтгэгдэл' });
    const items = screen.getAllByRole('article');
    expect(items[0]?.textContent).toContain('Шинэ сэтгэгдэл');
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the spec's failure text when posting fails", async () => {
    serveComments([]);
    server.use(on('commentPost', () => fail(500, 'x')));
    await renderSection(user());
    await userEvent.type(box(), 'Сайхан');
    await userEvent.click(send());
    await waitFor(() => expect(toasts()).toContain(spec.commentFailed));
  });

  it('replies with parent_id and likes a comment with its counter', async () => {
    serveComments([thread()]);
    let reply: unknown;
    let action: unknown;
    server.use(
      on('commentPost', async ({ body }) => {
        reply = await body();
        return {
          status: true,
          comment: comment({ id: 10, parent_id: 1, body: 'Хариулт', user_id: 42 }),
        };
      }),
      on('commentAction', ({ params }) => {
        action = params.action;
        return { status: true, data: { likes: 4, dislikes: 0, action: 1 } };
      }),
    );
    await renderSection(user());
    const first = await screen.findByRole('article', { name: 'Болд' });
    const like = within(first).getByRole('button', { name: /^Таалагдсан/ });
    await userEvent.click(like);
    expect(like.textContent).toContain('4');
    await waitFor(() => expect(action).toBe('1'));
    expect(like.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(first).getByRole('button', { name: 'Хариулах' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Болд-д хариулах' }), 'Хариулт');
    const form = screen.getByRole('textbox', { name: 'Болд-д хариулах' }).closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Хариулах' }));
    await waitFor(() => expect(toasts()).toContain(spec.commentSent));
    expect(reply).toEqual({ episode_id: 5, parent_id: 1, user_id: 42, body: 'Хариулт' });
    expect(await screen.findByText('Хариулт')).toBeTruthy();
  });

  it('asks a guest to log in instead of posting', async () => {
    serveComments([]);
    await renderSection(null);
    await userEvent.type(box(), 'Сайн уу');
    await userEvent.click(send());
    expect(toasts()).toContain(spec.loginRequired);
  });
});
