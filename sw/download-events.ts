/// <reference lib="webworker" />
import { createStore, get, set } from 'idb-keyval';
import { downloadMessages } from '../contract/messages';
import {
  DOWNLOADS_CACHE,
  DOWNLOADS_CHANNEL,
  DOWNLOADS_DB,
  DOWNLOADS_STORE,
  offlineUrl,
  remoteUrlOf,
  storedBytes,
  type DownloadRecord,
} from '../contract/offline-downloads';

declare let self: ServiceWorkerGlobalScope;

/*
 * The worker's side of Background Fetch (decision 029). When a download's fetch ends, however it
 * ends, every response that arrived whole is stored under the download's local URL and the
 * record says so; the page (if one is open) hears of it on the downloads channel. A fetch whose
 * record is gone was cancelled: nothing is stored.
 */

interface FetchRecord {
  request: Request;
  responseReady: Promise<Response>;
}
interface BackgroundFetchRegistration {
  id: string;
  failureReason: string;
  matchAll(): Promise<FetchRecord[]>;
}
interface BackgroundFetchEvent extends ExtendableEvent {
  registration: BackgroundFetchRegistration;
  updateUI?(options: { title?: string }): Promise<void>;
}

const idb = () => createStore(DOWNLOADS_DB, DOWNLOADS_STORE);

/** Stores what arrived whole; returns the record with those files' sizes filled in. */
async function storeArrived(record: DownloadRecord, fetched: BackgroundFetchRegistration) {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const byUrl = new Map(record.files.map((file) => [remoteUrlOf(record, file), file]));
  // Stored side by side: one at a time, a title's many segments would keep the page waiting.
  const items = await fetched.matchAll();
  await Promise.all(
    items.map(async (item) => {
      const file = byUrl.get(item.request.url);
      if (!file || file.bytes !== null) return;
      const response = await item.responseReady.catch(() => null);
      if (!response?.ok) return;
      const body = await response.arrayBuffer().catch(() => null);
      if (!body) return;
      const headers = {
        'Content-Type': response.headers.get('Content-Type') ?? '',
        'Content-Length': String(body.byteLength),
      };
      await cache.put(
        offlineUrl(record.userId, record.id, file.path),
        new Response(body, { headers }),
      );
      file.bytes = body.byteLength;
    }),
  );
  return record;
}

async function settle(event: BackgroundFetchEvent, outcome: 'success' | 'fail' | 'abort') {
  const fetched = event.registration;
  const record = await get<DownloadRecord>(fetched.id, idb());
  if (!record) return;
  await storeArrived(record, fetched);
  const complete = record.files.every((file) => file.bytes !== null);
  // Cancelled while the files were stored: the page deletes them.
  const latest = await get<DownloadRecord>(fetched.id, idb());
  if (!latest) return;
  // An abort is a pause (the page wrote it first) or the browser's own cancel: keep what arrived.
  const state = complete ? 'done' : outcome === 'abort' ? 'paused' : 'failed';
  const error =
    state !== 'failed'
      ? null
      : fetched.failureReason === 'quota-exceeded'
        ? downloadMessages.noSpace
        : fetched.failureReason === 'bad-status'
          ? null // most likely signed URLs that ended: the page renews them and goes on
          : downloadMessages.failed;
  await set(
    fetched.id,
    {
      ...latest,
      files: record.files,
      state,
      via: null,
      error,
      totalBytes: complete ? storedBytes(record) : latest.totalBytes,
    },
    idb(),
  );
  new BroadcastChannel(DOWNLOADS_CHANNEL).postMessage('changed');
  if (state === 'done')
    await event.updateUI?.({ title: downloadMessages.done(record.title) }).catch(() => undefined);
}

export function listenForBackgroundFetch() {
  const on = (type: string, outcome: 'success' | 'fail' | 'abort') =>
    self.addEventListener(type, (event) => {
      const fetchEvent = event as BackgroundFetchEvent;
      fetchEvent.waitUntil(settle(fetchEvent, outcome));
    });
  on('backgroundfetchsuccess', 'success');
  on('backgroundfetchfail', 'fail');
  on('backgroundfetchabort', 'abort');
  self.addEventListener('backgroundfetchclick', (event) => {
    (event as ExtendableEvent).waitUntil(self.clients.openWindow('/downloads'));
  });
}
