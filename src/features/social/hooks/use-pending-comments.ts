import { useEffect, useEffectEvent, useMemo } from 'react';
import { refreshPendingWrites, useKeptWrites } from '@/lib/outbox-status';
import { onOutboxSettled } from '@/lib/sw-bridge';

export interface PendingComment {
  /** The outbox entry's sequence number: a stable key. */
  key: number;
  threadId: number | null;
  body: string;
}

interface CommentBody {
  episode_id?: unknown;
  parent_id?: unknown;
  body?: unknown;
}

/**
 * Comments and replies written offline, read from the outbox itself (not this page's memory), so
 * they are still listed with their waiting label after an offline reload or a restart. Each time
 * the worker reports one sent (or refused) the list is read again: the worker's own report, not
 * the browser's `online` event, since a server that comes back while the device never went
 * offline fires no such event.
 */
export function usePendingComments(episodeId: number, refresh: () => Promise<unknown>) {
  const kept = useKeptWrites('commentPost');
  const pending = useMemo(
    () =>
      kept.flatMap(({ seq, body }): PendingComment[] => {
        const comment = (body ?? {}) as CommentBody;
        if (comment.episode_id !== episodeId || typeof comment.body !== 'string') return [];
        const threadId = typeof comment.parent_id === 'number' ? comment.parent_id : null;
        return [{ key: seq, threadId, body: comment.body }];
      }),
    [kept, episodeId],
  );
  const readAgain = useEffectEvent(() => void refresh());

  useEffect(
    () =>
      onOutboxSettled((name) => {
        if (name === 'commentPost') readAgain();
      }),
    [],
  );

  /** A comment the outbox has just kept: read the outbox now rather than at its next report. */
  const add = () => void refreshPendingWrites();

  return { pending, add };
}
