import type { Workbox } from 'workbox-window';

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

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox(SW_URL, { scope: '/' });
  workbox.addEventListener('waiting', announce);
  let reloading = false;
  workbox.addEventListener('controlling', (event) => {
    // The first install also fires `controlling` (clientsClaim); only an update should reload.
    if (event.isUpdate && !reloading) {
      reloading = true;
      window.location.reload();
    }
  });
  await workbox.register();
}

export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}
