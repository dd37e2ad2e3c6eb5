/*
 * The parts of the Background Fetch API the engine uses (Chromium only; TypeScript's DOM library
 * does not describe it yet).
 */

export interface BackgroundFetchRegistration extends EventTarget {
  readonly id: string;
  readonly downloaded: number;
  readonly downloadTotal: number;
  readonly result: '' | 'success' | 'failure';
  readonly failureReason: string;
  abort(): Promise<boolean>;
}

export interface BackgroundFetchManager {
  fetch(
    id: string,
    requests: string[],
    options?: {
      title?: string;
      icons?: { src: string; sizes?: string; type?: string }[];
      downloadTotal?: number;
    },
  ): Promise<BackgroundFetchRegistration>;
  get(id: string): Promise<BackgroundFetchRegistration | undefined>;
}

/** The worker's registration's manager, or null where the browser has none. */
export async function backgroundFetchManager(): Promise<BackgroundFetchManager | null> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return null;
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
    backgroundFetch?: BackgroundFetchManager;
  };
  return registration.backgroundFetch ?? null;
}
