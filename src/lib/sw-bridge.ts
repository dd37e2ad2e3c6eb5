import type { Workbox } from 'workbox-window';
import { extra } from '@contract/messages';
import { OUTBOX_SYNC_TAG } from '@contract/outbox';
import { keepRefusedWritesWith, type RefusedWrite } from './api-client';
import { refreshPendingWrites, setPendingWrites } from './outbox-status';
import { dropReadsForWorker, handReadsToWorker } from './reads-for-worker';
import { texts } from './texts';
import { showToast } from './toast-store';

/**
 * The page side of the service worker. Updates wait for the user: a new worker installs, we
 * announce it, and only when the user agrees do we ask it to skip waiting and reload once it
 * controls the page, so an open page never loses chunks mid-session.
 */
type Listener = () => void;

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<Listener>();

export const SW_URL = '/btv/sw.js';

function announce() {
  updateWaiting = true;
  for (const listener of listeners) listener();
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  if (updateWaiting) listener();
  return () => listeners.delete(listener);
}

/**
 * A write the network refused while no worker controls this page (the first page a visitor
 * opened, or the worker still installing): kept in the worker's own store, where the worker
 * finds and sends it once it runs (decision 045). A controlled page's worker already answered.
 */
async function keepUncontrolled(write: RefusedWrite): Promise<boolean> {
  if (navigator.serviceWorker.controller) return false;
  await (await outboxKeeper()).keepWrite(write);
  void refreshPendingWrites();
  void navigator.serviceWorker.ready.then(async (registration) => {
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } }).sync;
    await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
    requestOutboxReplay();
  });
  return true;
}

/**
 * The page's keeper of offline writes is its own chunk, out of the first paint's bytes. It is
 * fetched as soon as the worker is registered, while the network that brought the page is
 * likely still there, so a write made after the network goes finds it loaded.
 */
const outboxKeeper = () => import('./outbox-keeper');

/**
 * The first view is done: the page has loaded (its images and scripts) and the main thread has
 * had an idle moment. The worker's install fetches the app's files; on a poor link they would
 * otherwise take the link and the main thread from what the page needs first (decision 050).
 */
function afterFirstView(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      // Safari has no idle callback: the next task, after the load event's.
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 5000 });
      else window.setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void outboxKeeper().catch(() => undefined);
  // From the first moment: a write made before the worker is even registered is kept too.
  keepRefusedWritesWith(keepUncontrolled);
  // A returning visitor's worker is already there: registering only checks for an update.
  if (!navigator.serviceWorker.controller) await afterFirstView();
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox(SW_URL, { scope: '/' });
  workbox.addEventListener('waiting', announce);
  let reloading = false;
  workbox.addEventListener('controlling', (event) => {
    // The first install also fires `controlling` (clientsClaim); only an update should reload.
    // `isUpdate` is false when this page itself was the first install, so the user's own
    // "update now" counts as well.
    if ((event.isUpdate || updateAccepted) && !reloading) {
      reloading = true;
      window.location.reload();
    }
  });
  try {
    await workbox.register();
  } catch (error) {
    if (error instanceof DOMException) {
      // Blocked or unsupported (private modes, some test browsers): the app works without it,
      // and with no worker to send them later, a write made offline fails as it says.
      keepRefusedWritesWith(null);
      dropReadsForWorker();
      return;
    }
    // The network failed the worker's script (a TypeError): the writes this page keeps wait for
    // the worker, which is asked for again as soon as the network is back (and that attempt
    // hands the reads over once it controls the page).
    window.addEventListener('online', () => void registerServiceWorker(), { once: true });
    watchOutbox();
    return;
  }
  whenControlled((worker) => {
    handReadsToWorker(worker);
    // Rides in the keeper's chunk: it is needed only once the worker runs, and the entry is full.
    void outboxKeeper()
      .then(({ handChunksToWorker }) => handChunksToWorker(worker))
      .catch(() => undefined);
  });
  watchOutbox();
}

/** Once a worker controls the page: at once on a repeat visit, on `clients.claim()` on the first. */
function whenControlled(callback: (worker: ServiceWorker) => void): void {
  const container = navigator.serviceWorker;
  if (container.controller) return callback(container.controller);
  const onChange = () => {
    if (!container.controller) return;
    container.removeEventListener('controllerchange', onChange);
    callback(container.controller);
  };
  container.addEventListener('controllerchange', onChange);
}

let updateAccepted = false;

export function applyUpdate(): void {
  updateAccepted = true;
  workbox?.messageSkipWaiting();
}

/** What the worker tells the page about queued writes (sw/outbox.ts). */
type WorkerMessage =
  | { type: 'OUTBOX_PENDING'; count: number }
  | { type: 'OUTBOX_SENT'; name: string }
  | { type: 'OUTBOX_REFUSED'; name: string; status: number; msg: string };

let sentSinceToast = 0;
let sentTimer: number | undefined;

type SettledListener = (name: string) => void;
const settledListeners = new Set<SettledListener>();

/** Called with the write's name each time the worker sends or gives up a queued write. */
export function onOutboxSettled(listener: SettledListener): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

function onWorkerMessage(event: MessageEvent<WorkerMessage>) {
  const data = event.data;
  if (data?.type === 'OUTBOX_PENDING') {
    setPendingWrites(data.count);
    void refreshPendingWrites();
  }
  if (data?.type === 'OUTBOX_SENT' || data?.type === 'OUTBOX_REFUSED') {
    for (const listener of settledListeners) listener(data.name);
  }
  if (data?.type === 'OUTBOX_SENT') {
    // One toast per burst of replays, not fifty.
    sentSinceToast += 1;
    window.clearTimeout(sentTimer);
    sentTimer = window.setTimeout(() => {
      showToast('success', texts.outbox.sent(sentSinceToast));
      sentSinceToast = 0;
    }, 800);
  }
  if (data?.type === 'OUTBOX_REFUSED') showToast('error', data.msg || extra.outboxRefused);
}

/**
 * Firefox and Safari have no Background Sync: the page asks for a replay whenever it can. A page
 * no worker controls asks the active one all the same (it holds the writes that page kept).
 */
export function requestOutboxReplay() {
  const message = { type: 'REPLAY_OUTBOX' };
  const controller = navigator.serviceWorker?.controller;
  if (controller) controller.postMessage(message);
  else
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.active?.postMessage(message));
}

let watching = false;

export function watchOutbox() {
  if (!('serviceWorker' in navigator) || watching) return;
  watching = true;
  // What waits is read from the store itself: an offline reload shows it before any worker speaks.
  void refreshPendingWrites();
  navigator.serviceWorker.addEventListener('message', onWorkerMessage);
  window.addEventListener('online', requestOutboxReplay);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestOutboxReplay();
  });
  void navigator.serviceWorker.ready.then(() => {
    navigator.serviceWorker.controller?.postMessage({ type: 'OUTBOX_COUNT' });
    requestOutboxReplay();
  });
}
