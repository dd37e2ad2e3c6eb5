import { KEEP_CHUNKS, KEEP_IMAGES, KEEP_PAGE, KEEP_READS } from '../contract/handed-reads';

/** The typed page <-> worker protocol; src/lib/sw-bridge.ts is the page side. */
export type PageMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'REPLAY_OUTBOX' }
  | { type: 'OUTBOX_COUNT' }
  /** Checked entry by entry where they are kept (keep-reads.ts). */
  | { type: typeof KEEP_READS; reads: unknown }
  /** Only URLs of the build's route chunks are kept (route-chunks.ts). */
  | { type: typeof KEEP_CHUNKS; urls: unknown }
  /** Kept only if the HTTP cache holds a guest's first view for it (kept-pages.ts). */
  | { type: typeof KEEP_PAGE; url: unknown }
  /** Only this origin's artwork and uploads, and only from the HTTP cache (image-cache.ts). */
  | { type: typeof KEEP_IMAGES; urls: unknown };

const TYPES = new Set([
  'SKIP_WAITING',
  'REPLAY_OUTBOX',
  'OUTBOX_COUNT',
  KEEP_READS,
  KEEP_CHUNKS,
  KEEP_PAGE,
  KEEP_IMAGES,
]);

export function isPageMessage(data: unknown): data is PageMessage {
  return (
    typeof data === 'object' && data !== null && TYPES.has((data as { type?: string }).type ?? '')
  );
}

export interface MessageHandlers {
  replayOutbox: () => Promise<unknown>;
  countOutbox: () => Promise<unknown>;
  keepReads: (reads: unknown, event: ExtendableEvent) => Promise<unknown>;
  keepChunks: (urls: unknown, event: ExtendableEvent) => Promise<unknown>;
  keepPage: (url: unknown, event: ExtendableEvent) => Promise<unknown>;
  keepImages: (urls: unknown, event: ExtendableEvent) => Promise<unknown>;
}

export function listenForMessages(scope: ServiceWorkerGlobalScope, handlers: MessageHandlers) {
  scope.addEventListener('message', (event) => {
    if (!isPageMessage(event.data)) return;
    switch (event.data.type) {
      case 'SKIP_WAITING':
        // The user accepted the update prompt; the page reloads when we take control.
        void scope.skipWaiting();
        break;
      case 'REPLAY_OUTBOX':
        event.waitUntil(handlers.replayOutbox());
        break;
      case 'OUTBOX_COUNT':
        event.waitUntil(handlers.countOutbox());
        break;
      case KEEP_READS:
        event.waitUntil(handlers.keepReads(event.data.reads, event));
        break;
      case KEEP_CHUNKS:
        event.waitUntil(handlers.keepChunks(event.data.urls, event));
        break;
      case KEEP_PAGE:
        event.waitUntil(handlers.keepPage(event.data.url, event));
        break;
      case KEEP_IMAGES:
        event.waitUntil(handlers.keepImages(event.data.urls, event));
        break;
    }
  });
}
