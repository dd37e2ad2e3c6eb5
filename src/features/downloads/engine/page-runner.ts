import {
  downloadKey,
  remoteUrlOf,
  storedBytes,
  type DownloadFile,
  type DownloadRecord,
} from '@contract/offline-downloads';
import { putFile } from './byte-store';
import { downloadMessages } from '@contract/messages';
import { readRecord, writeRecord } from './record-store';

/*
 * The page drives a download where the browser has no Background Fetch (or refused one): file by
 * file, three at a time, each stored as soon as it arrives, so a reload, a closed tab or a
 * dropped connection loses at most the files in flight (decision 029). One tab runs a download at
 * a time (a Web Lock per download; the next waits for it).
 */

const PARALLEL = 3;

/** Signed URLs ended (403): the caller renews them and the run goes on from where it stopped. */
export class SourcesExpiredError extends Error {}

interface Run {
  controller: AbortController;
  /** Why it was stopped: 'paused' is written by the run itself; a cancel deletes after it ends. */
  stopAs: 'paused' | 'cancelled' | null;
  ended: Promise<void>;
}

const running = new Map<string, Run>();

type Owner = Pick<DownloadRecord, 'userId' | 'id'>;

export const isRunningHere = (owner: Owner) => running.has(downloadKey(owner.userId, owner.id));

/** Stops this page's run of a download and waits for it; what is stored stays stored. */
export async function stopInPage(owner: Owner, as: 'paused' | 'cancelled'): Promise<boolean> {
  const run = running.get(downloadKey(owner.userId, owner.id));
  if (!run) return false;
  run.stopAs = as;
  run.controller.abort();
  await run.ended.catch(() => undefined);
  return true;
}

async function fetchFile(record: DownloadRecord, file: DownloadFile, signal: AbortSignal) {
  const response = await fetch(remoteUrlOf(record, file), { signal, cache: 'no-store' });
  if (response.status === 403 || response.status === 401) throw new SourcesExpiredError();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  await putFile(record, file.path, body, response.headers.get('Content-Type') ?? '');
  return body.byteLength;
}

/**
 * One run of a download at a time across tabs. A run that finds the lock taken waits for it
 * rather than giving up: the holder may be a page that is going away (a reload, a navigation),
 * whose lock is released only once it is gone. The run re-reads the record when it gets the lock.
 */
function withLock(key: string, run: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return run();
  return navigator.locks.request(`btv-download:${key}`, () => run());
}

/**
 * Three workers take files from one queue. A failure stops new files being taken, but the files
 * already on their way are still stored: a dropped connection costs nothing fetched.
 */
async function fetchAll(record: DownloadRecord, run: Run): Promise<void> {
  const queue = record.files.filter((file) => file.bytes === null);
  let failure: unknown = null;
  const worker = async () => {
    for (let file = queue.shift(); file && failure === null; file = queue.shift()) {
      try {
        const bytes = await fetchFile(record, file, run.controller.signal);
        if (run.controller.signal.aborted) return;
        file.bytes = bytes;
        await writeRecord(record);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (failure !== null) throw failure;
}

/**
 * Fetches every file not yet stored. Resolves when the download is done, paused or cancelled;
 * rejects with SourcesExpiredError (the record is left 'failed' for a renewal) or a network error
 * (left 'failed' with a text).
 */
export function runInPage(owner: Owner): Promise<void> {
  const key = downloadKey(owner.userId, owner.id);
  return withLock(key, async () => {
    let finish!: () => void;
    const run: Run = {
      controller: new AbortController(),
      stopAs: null,
      ended: new Promise((resolve) => (finish = resolve)),
    };
    // Known as running from the moment it holds the lock: a pause that came while it read the
    // record found no run, wrote 'paused', and was then written over with 'running'.
    running.set(key, run);
    try {
      const current = await readRecord(owner.userId, owner.id);
      if (!current || current.state === 'paused' || current.state === 'done') return;
      await runFiles({ ...current, state: 'running', via: 'page', error: null }, run);
    } finally {
      running.delete(key);
      finish();
    }
  });
}

/** The files of a run that holds the lock; the record's end state is written here. */
async function runFiles(record: DownloadRecord, run: Run): Promise<void> {
  let failure: { error: unknown } | null = null;
  // A stop that came while the run read its record ends it before 'running' is ever written.
  if (!run.stopAs) {
    await writeRecord(record);
    try {
      await fetchAll(record, run);
    } catch (error) {
      failure = { error };
    }
  }
  // A stop decides the end whatever the files did: the abort itself fails the files in flight.
  if (run.stopAs === 'paused') return writeRecord({ ...record, state: 'paused', via: null });
  if (run.stopAs === 'cancelled') return;
  if (!failure) {
    return writeRecord({ ...record, state: 'done', via: null, totalBytes: storedBytes(record) });
  }
  const expired = failure.error instanceof SourcesExpiredError;
  const text = expired
    ? null
    : navigator.onLine
      ? downloadMessages.failed
      : downloadMessages.networkLost;
  await writeRecord({ ...record, state: 'failed', via: null, error: text });
  throw failure.error;
}
