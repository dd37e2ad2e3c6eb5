import { clear, createStore, del, keys } from 'idb-keyval';
import { API_CACHE, OUTBOX_DB, OUTBOX_STORE } from '@contract/device-storage';
import { refreshPendingWrites } from './outbox-status';

/*
 * What a signed-in person leaves on a shared phone, deleted when the session ends (logout, or the
 * server refusing the stored token): docs/decisions/014.
 *
 * The line: what describes the person goes (the token and profile, watch and listening
 * positions, the last podcast queue, recent searches, queued likes and comments, every API
 * answer the worker kept); what describes the device stays. Kept keys are an allowlist, so a per-user key added
 * later is deleted by default.
 */

/** Player quality, sound, subtitles, speed, volume and podcast speed: the phone's settings. */
const isDevicePreference = (key: string) => key.startsWith('pref.') || key === 'podcast.rate';

async function forgetKeyval(): Promise<void> {
  const all = await keys<IDBValidKey>();
  await Promise.all(all.filter((key) => !isDevicePreference(String(key))).map((key) => del(key)));
}

/**
 * The whole API cache goes, public routes too: a signed-in view of the catalogue carries the
 * viewer's marks (liked, bought, watched). The next visitor's reads fill it again; artwork stays.
 */
async function forgetApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
}

async function forgetOutbox(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await clear(createStore(OUTBOX_DB, OUTBOX_STORE));
  // The offline badge counts queued writes and the screens show them: read the store again, and
  // the worker tells the other tabs.
  void refreshPendingWrites();
  navigator.serviceWorker?.controller?.postMessage({ type: 'OUTBOX_COUNT' });
}

/** Best effort on each store: a private window may refuse one, the others still go. */
export async function forgetPrivateData(): Promise<void> {
  await Promise.all(
    [forgetKeyval(), forgetApiCache(), forgetOutbox()].map((p) => p.catch(() => undefined)),
  );
}
