import { get } from 'idb-keyval';
import { registerRoute } from 'workbox-routing';
import { TOKEN_KEY } from '../contract/device-storage';
import { OUTBOX_SYNC_TAG, QUEUED_HEADER, queueableName } from '../contract/outbox';
import { createOutbox, type ReplayEvent } from './outbox-core';
import { createIdbOutboxStore } from './outbox-store';

declare let self: ServiceWorkerGlobalScope;

const store = createIdbOutboxStore();

async function broadcast(event: ReplayEvent) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const message =
    event.type === 'pending'
      ? { type: 'OUTBOX_PENDING', count: event.count }
      : event.type === 'sent'
        ? { type: 'OUTBOX_SENT', name: event.entry.name }
        : { type: 'OUTBOX_REFUSED', name: event.entry.name, status: event.status, msg: event.msg };
  for (const client of windows) client.postMessage(message);
}

export const outbox = createOutbox({
  store,
  fetch: (request) => fetch(request),
  getToken: async () => (await get<string>(TOKEN_KEY)) ?? null,
  notify: (event) => void broadcast(event),
  now: () => Date.now(),
  schedule: (retry, ms) => void setTimeout(retry, ms),
});

async function sendOrQueue(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const name = queueableName(request.method, url.pathname);
  if (!name) return fetch(request);
  const body = request.method === 'GET' ? null : await request.clone().text();
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    // The token is not kept: replay signs with whatever token is current then.
    if (key !== 'authorization') headers[key] = value;
  });
  const response = await outbox.submit(
    { name, url: request.url, method: request.method, headers, body },
    request,
  );
  if (response) return response;
  // Background Sync is Chromium-only; elsewhere the page's messages trigger the replay.
  const sync = (self.registration as { sync?: { register(tag: string): Promise<void> } }).sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
  return new Response(JSON.stringify({ status: true, queued: true }), {
    status: 202,
    headers: { 'Content-Type': 'application/json', [QUEUED_HEADER]: '1' },
  });
}

/**
 * Writes that fail for want of a network, or that would overtake writes still waiting, are kept
 * and answered 202 with a queued marker; they are replayed on Background Sync, on a page message
 * (Firefox and Safari have no sync event) and whenever the worker starts.
 */
export function registerOutbox() {
  const isQueueable = ({ url, request }: { url: URL; request: Request }) =>
    url.origin === self.location.origin && queueableName(request.method, url.pathname) !== null;
  registerRoute(isQueueable, ({ request }) => sendOrQueue(request), 'GET');
  registerRoute(isQueueable, ({ request }) => sendOrQueue(request), 'POST');

  self.addEventListener('sync', (event) => {
    const sync = event as Event & { tag: string; waitUntil(p: Promise<unknown>): void };
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(outbox.replay());
  });
  void outbox.replay();
}
