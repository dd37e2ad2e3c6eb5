import { backgroundFetchId, remoteUrlOf, type DownloadRecord } from '@contract/offline-downloads';
import { backgroundFetchManager, type BackgroundFetchRegistration } from './background-fetch-api';
import { clearInFlight, setInFlight } from './live-progress';
import { writeRecord } from './record-store';

/*
 * Where the browser has Background Fetch (Chromium), the download runs in it: it goes on with the
 * tab closed, shows the browser's own progress, and waits out a dropped connection. The worker
 * stores what arrived when it ends, succeeds, fails or is aborted (sw/download-events.ts), so a
 * pause keeps every finished file (decision 029).
 */

const watched = new Set<string>();

/** Mirrors a running fetch's byte count into this page's progress bar until it ends. */
function watch(registration: BackgroundFetchRegistration): void {
  const key = registration.id;
  if (watched.has(key)) return;
  watched.add(key);
  const onProgress = () => {
    if (registration.result === '') {
      setInFlight(key, registration.downloaded);
      return;
    }
    registration.removeEventListener('progress', onProgress);
    watched.delete(key);
    clearInFlight(key);
  };
  registration.addEventListener('progress', onProgress);
  onProgress();
}

/** A download's fetch still running in the browser, watched for progress; null when none. */
export async function attachBackground(
  owner: Pick<DownloadRecord, 'userId' | 'id'>,
): Promise<BackgroundFetchRegistration | null> {
  const manager = await backgroundFetchManager().catch(() => null);
  const registration =
    (await manager?.get(backgroundFetchId(owner)).catch(() => undefined)) ?? null;
  if (registration && registration.result === '') watch(registration);
  return registration && registration.result === '' ? registration : null;
}

/**
 * Hands the files not yet stored to Background Fetch. False where the browser has none or
 * refuses (no permission, no quota): the page drives the download instead.
 */
export async function runInBackground(record: DownloadRecord): Promise<boolean> {
  const manager = await backgroundFetchManager().catch(() => null);
  if (!manager) return false;
  if (await attachBackground(record)) return true;
  const remaining = record.files.filter((file) => file.bytes === null);
  if (remaining.length === 0) return false;
  // The worker reads the record when the fetch ends: it must say who runs it first.
  const running: DownloadRecord = { ...record, state: 'running', via: 'background', error: null };
  await writeRecord(running);
  try {
    const registration = await manager.fetch(
      backgroundFetchId(record),
      remaining.map((file) => remoteUrlOf(record, file)),
      {
        title: record.subtitle ? `${record.title} · ${record.subtitle}` : record.title,
        icons: [{ src: '/btv/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    );
    watch(registration);
    return true;
  } catch {
    await writeRecord({ ...running, state: 'queued', via: null });
    return false;
  }
}

/** Aborts the download's Background Fetch; the worker stores what had arrived. */
export async function abortBackground(
  owner: Pick<DownloadRecord, 'userId' | 'id'>,
): Promise<boolean> {
  const registration = await attachBackground(owner);
  if (!registration) return false;
  clearInFlight(registration.id);
  return registration.abort().catch(() => false);
}
