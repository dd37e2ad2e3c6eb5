import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onOutboxSettled } from '@/lib/sw-bridge';

/*
 * The badge is right in every tab: a tab that marks something read tells the others over a
 * BroadcastChannel, and they ask the server again (its count is the truth, not a copied number).
 * A mark queued offline is sent later by the service worker; when it reports the write settled,
 * the count is asked again too. Reconnecting refetches through TanStack Query's own
 * refetchOnReconnect.
 */
const CHANNEL = 'btv-notifications';
const KEY = ['notifications'] as const;

let channel: BroadcastChannel | null = null;
function openChannel(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the other tabs of this browser that the user's notifications changed. */
export function announceNotificationsChanged(): void {
  openChannel()?.postMessage('changed');
}

export function useNotificationSync(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
    const tabs = openChannel();
    tabs?.addEventListener('message', refresh);
    const stop = onOutboxSettled((name) => {
      if (!name.startsWith('notification')) return;
      refresh();
      announceNotificationsChanged();
    });
    return () => {
      tabs?.removeEventListener('message', refresh);
      stop();
    };
  }, [enabled, queryClient]);
}
