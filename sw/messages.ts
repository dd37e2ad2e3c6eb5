/** The typed page <-> worker protocol; src/lib/sw-bridge.ts is the page side. */
export type PageMessage = { type: 'SKIP_WAITING' };

export function isPageMessage(data: unknown): data is PageMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  );
}

export function listenForMessages(scope: ServiceWorkerGlobalScope) {
  scope.addEventListener('message', (event) => {
    if (!isPageMessage(event.data)) return;
    // The user accepted the update prompt; the page reloads when we take control.
    if (event.data.type === 'SKIP_WAITING') void scope.skipWaiting();
  });
}
