import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationCount } from '@contract/entities';
import type { Paged } from '@contract/envelope';
import type { Notification } from '@contract/entities';
import { storedViewerId } from '@/session';
import { apiData } from '@/lib/api-client';
import { announceNotificationsChanged } from '../hooks/tab-sync';
import { notificationCountQueryOptions } from './get-notification-count';
import { notificationPageQueryOptions } from './get-notification-page';

export const markNotificationRead = (userId: number, id: number) =>
  apiData('notificationRead', { params: { userId, id } });

export const markAllNotificationsRead = (userId: number) =>
  apiData('notificationReadAll', { params: { userId } });

type Pages = InfiniteData<Paged<Notification>, number>;

/** `null`: every notification. */
type Target = number | null;

const readIn = (pages: Pages | undefined, target: Target): Pages | undefined =>
  pages && {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: page.data.map((n) => (target === null || n.id === target ? { ...n, read: true } : n)),
    })),
  };

/**
 * Marks one notification (opening it) or all of them read. The badge and the list change at
 * once and go back if the server refuses; offline the service worker queues the write
 * (contract/outbox.ts) and the change stays. The other tabs are told either way.
 */
export function useMarkRead(userId: number) {
  const queryClient = useQueryClient();
  const countKey = notificationCountQueryOptions(userId).queryKey;
  const listKey = notificationPageQueryOptions(userId).queryKey;

  return useMutation({
    mutationFn: (target: Target) =>
      target === null
        ? markAllNotificationsRead(storedViewerId())
        : markNotificationRead(storedViewerId(), target),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: countKey });
      const previous = {
        count: queryClient.getQueryData<NotificationCount>(countKey),
        list: queryClient.getQueryData<Pages>(listKey),
      };
      const wasUnread = previous.list?.pages
        .flatMap((page) => page.data)
        .some((n) => n.id === target && !n.read);
      queryClient.setQueryData<NotificationCount>(countKey, (old) =>
        old ? { count: target === null ? 0 : Math.max(0, old.count - (wasUnread ? 1 : 0)) } : old,
      );
      queryClient.setQueryData<Pages>(listKey, (old) => readIn(old, target));
      return previous;
    },
    onError: (_error, _target, previous) => {
      queryClient.setQueryData(countKey, previous?.count);
      queryClient.setQueryData(listKey, previous?.list);
    },
    onSuccess: (answer) => {
      // A write queued offline answers without data: keep the optimistic state.
      if (answer && typeof answer.count === 'number') {
        queryClient.setQueryData<NotificationCount>(countKey, { count: answer.count });
      }
      announceNotificationsChanged();
    },
  });
}
