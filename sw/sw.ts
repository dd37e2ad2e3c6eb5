/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerApiCache } from './api-cache';
import { registerImageCache } from './image-cache';
import { listenForMessages } from './messages';
import { setupPrecache } from './precache';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Order matters: precache and navigation first, then runtime caches, then messages.
setupPrecache(self.__WB_MANIFEST);
registerApiCache();
registerImageCache();
listenForMessages(self);
clientsClaim();
