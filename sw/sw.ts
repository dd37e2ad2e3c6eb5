/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { registerApiCache } from './api-cache';
import { listenForBackgroundFetch } from './download-events';
import { registerImageCache } from './image-cache';
import { registerOfflineMedia } from './offline-media';
import { registerPlayerCache } from './player-cache';
import { keepReads } from './keep-reads';
import { dropPagesOfEarlierBuilds } from './drop-old-pages';
import { listenForMessages } from './messages';
import { outbox, registerOutbox } from './outbox';
import { registerPostCache } from './post-cache';
import { purgePrivateOnActivate } from './private-purge';
import { setupPrecache } from './precache';
import type { ManifestEntry } from './route-chunks';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

// Order matters: workbox routes match first-registered first, so the outbox's write routes come
// before the read cache, and the precache/navigation routes before both.
const { keepChunks, keepPage } = setupPrecache(self.__WB_MANIFEST);
registerOutbox();
const apiReads = registerApiCache();
registerPostCache();
const keepImages = registerImageCache();
registerOfflineMedia();
registerPlayerCache();
listenForBackgroundFetch();
purgePrivateOnActivate();
dropPagesOfEarlierBuilds();
listenForMessages(self, {
  replayOutbox: () => outbox.replay(),
  countOutbox: () => outbox.count(),
  keepReads: (reads, event) => keepReads(reads, event, apiReads),
  keepChunks,
  keepPage,
  keepImages,
});
// The first visit's page is controlled at once, so what it read is handed over (keep-reads.ts)
// and a reload with no network is answered.
clientsClaim();
