import type { DownloadKind } from '@contract/entities';
import type { DownloadRecord } from '@contract/offline-downloads';
import { onLiveProgress } from '../engine/live-progress';
import { onRecordsChange, readRecords } from '../engine/record-store';

/*
 * One read of the viewer's download records, shared by every hook on the page: a listing of 50
 * cards with "downloaded" marks reads IndexedDB once, not 50 times, and a running download's
 * many changes cost one read each (reads that arrive while one is under way fold into one more).
 * Kept while anything listens; dropped when nothing does, so the next reader starts fresh.
 */

export interface DownloadsSnapshot {
  records: DownloadRecord[];
  /** `markKey`s of complete downloads, so a card's mark is a set lookup. */
  marks: ReadonlySet<string>;
}

/** What a mark asks about: a downloaded title, or a series with any downloaded episode. */
export type MarkKind = DownloadKind | 'series';

export const markKey = (kind: MarkKind, id: number) => `${kind}:${id}`;

const EMPTY: DownloadsSnapshot = { records: [], marks: new Set() };

function snapshotOf(records: DownloadRecord[]): DownloadsSnapshot {
  const marks = new Set<string>();
  for (const record of records) {
    if (record.state !== 'done') continue;
    marks.add(markKey(record.kind, record.itemId));
    // Episode records carry the series as mediaId: the series' card shows the mark too.
    if (record.kind === 'episode') marks.add(markKey('series', record.mediaId));
  }
  return { records, marks };
}

let viewer = 0;
let current: DownloadsSnapshot | null = null;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;
/** Bumped when the slot changes viewer or goes idle, so a late read is thrown away. */
let generation = 0;
let pending: { generation: number; done: Promise<void> } | null = null;
let dirty = false;

function emit() {
  for (const listener of listeners) listener();
}

function load(): Promise<void> {
  if (pending?.generation === generation) {
    dirty = true;
    return pending.done;
  }
  const mine = generation;
  const done = (async () => {
    do {
      dirty = false;
      const records = await readRecords(viewer).catch(() => []);
      if (mine !== generation) return;
      current = snapshotOf(records);
      emit();
    } while (dirty && mine === generation);
  })().finally(() => {
    if (pending?.generation === mine) pending = null;
  });
  pending = { generation: mine, done };
  return done;
}

/**
 * A running Background Fetch moved on: the records are the same, so the snapshot is renewed
 * without reading them again, and rows that show progress (progressOf) render the new bytes.
 * Marks are a boolean per card, so cards do not render for it.
 */
function showProgress() {
  if (!current) return;
  current = { ...current };
  emit();
}

function reset(nextViewer: number) {
  generation++;
  viewer = nextViewer;
  current = null;
  dirty = false;
}

/** Listens to the viewer's records (reading them if nobody has yet); returns the unsubscribe. */
export function subscribeRecords(forViewer: number, listener: () => void): () => void {
  if (forViewer === 0) return () => undefined;
  if (forViewer !== viewer) {
    reset(forViewer);
    if (listeners.size > 0) void load();
  }
  listeners.add(listener);
  if (!stopWatching) {
    const stopRecords = onRecordsChange(() => void load());
    const stopProgress = onLiveProgress(showProgress);
    stopWatching = () => {
      stopRecords();
      stopProgress();
    };
    if (!current) void load();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatching?.();
    stopWatching = null;
    reset(0);
  };
}

/** The viewer's records as last read; null while they are being read. A guest has none. */
export function recordsSnapshot(forViewer: number): DownloadsSnapshot | null {
  if (forViewer === 0) return EMPTY;
  return forViewer === viewer ? current : null;
}

/** The records now, from the shared read when there is one, else from IndexedDB. */
export async function readViewerRecords(forViewer: number): Promise<DownloadRecord[]> {
  const cached = recordsSnapshot(forViewer);
  if (cached) return cached.records;
  return readRecords(forViewer).catch(() => []);
}

/** Keeps the viewer's records read while a player lives, so a lookup in a click has an answer. */
export function keepRecordsRead(forViewer: number): () => void {
  return subscribeRecords(forViewer, () => undefined);
}

/**
 * Whether the viewer has any record of this title, from the shared read: undefined while it is
 * being read. Lets a player know at once that a title is not downloaded without loading more.
 */
export function hasRecordNow(
  forViewer: number,
  kind: DownloadKind,
  id: number,
): boolean | undefined {
  const snapshot = recordsSnapshot(forViewer);
  if (!snapshot) return undefined;
  return snapshot.records.some((record) => record.kind === kind && record.itemId === id);
}
