import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { usePendingWrites } from '@/lib/outbox-status';
import { onOutboxSettled } from '@/lib/sw-bridge';

export interface PendingComment {
  threadId: number | null;
  body: string;
}

/**
 * Comments written offline, which the service worker queued: shown with their waiting label
 * until the worker reports their writes sent (or refused), then the list is read again. The
 * worker's own report, not the browser's `online` event: a server that comes back while the
 * device never went offline fires no such event, and three queued writes take longer than a
 * guessed delay.
 */
export function usePendingComments(refresh: () => Promise<unknown>) {
  const [pending, setPending] = useState<PendingComment[]>([]);
  const [settled, setSettled] = useState(0);
  const queued = usePendingWrites();
  const readAgain = useEffectEvent(() => refresh());

  useEffect(() => {
    if (pending.length === 0) return;
    return onOutboxSettled((name) => {
      if (name === 'commentPost') setSettled((n) => n + 1);
    });
  }, [pending.length]);

  const done = pending.length > 0 && settled > 0 && (settled >= pending.length || queued === 0);
  useEffect(() => {
    if (!done) return;
    let current = true;
    void readAgain().finally(() => {
      if (!current) return;
      setPending([]);
      setSettled(0);
    });
    return () => {
      current = false;
    };
  }, [done]);

  const add = useCallback((comment: PendingComment) => {
    setPending((list) => [...list, comment]);
  }, []);

  return { pending, add };
}
