import { useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentThread } from '@contract/entities';
import { commentsQueryOptions } from './get-comments';

type Pages = NonNullable<ReturnType<typeof readPages>>;

function readPages(queryClient: ReturnType<typeof useQueryClient>, key: CommentsKey) {
  return queryClient.getQueryData(key);
}

type CommentsKey = ReturnType<typeof commentsQueryOptions>['queryKey'];

function mapComments(data: Pages, fn: (c: Comment) => Comment): Pages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((thread) => ({
        ...thread,
        ...fn(thread),
        replies: thread.replies.map(fn),
      })),
    })),
  };
}

/** Edits of the cached comment pages: new comments, replies and counters without a refetch. */
export function useCommentCache(episodeId: number, viewer: number) {
  const queryClient = useQueryClient();
  const { queryKey } = commentsQueryOptions(episodeId, viewer);

  const update = (fn: (data: Pages) => Pages) =>
    queryClient.setQueryData(queryKey, (old) => (old ? fn(old) : old));

  return {
    queryKey,
    snapshot: () => readPages(queryClient, queryKey),
    restore: (data: Pages | undefined) => queryClient.setQueryData(queryKey, data),
    addThread: (comment: Comment) =>
      update((data) => {
        const [first, ...rest] = data.pages;
        if (!first) return data;
        const thread: CommentThread = { ...comment, replies: [] };

        return {
          ...data,
          pages: [{ ...first, data: [thread, ...first.data], total: first.total + 1 }, ...rest],
        };
      }),
    addReply: (threadId: number, comment: Comment) =>
      update((data) => ({
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: page.data.map((t) =>
            t.id === threadId ? { ...t, replies: [...t.replies, comment] } : t,
          ),
        })),
      })),
    patch: (commentId: number, patch: Partial<Comment>) =>
      update((data) => mapComments(data, (c) => (c.id === commentId ? { ...c, ...patch } : c))),
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  };
}
