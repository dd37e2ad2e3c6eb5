import { useCallback, useSyncExternalStore } from 'react';
import type { DownloadKind } from '@contract/entities';
import { downloadIdOf, type DownloadRecord } from '@contract/offline-downloads';
import { useViewerId } from '@/session';
import {
  markKey,
  recordsSnapshot,
  subscribeRecords,
  type DownloadsSnapshot,
  type MarkKind,
} from './records-cache';

/*
 * The record hooks, apart from the engine: cards and rows on the first screen use them, and this
 * file imports nothing of the engine (engine/controller.ts), so none of it joins the entry chunk.
 */

/** One empty list, so a guest's hook answers the same array every render. */
const NO_RECORDS: DownloadRecord[] = [];

/** The viewer's shared snapshot (one IndexedDB read for the whole page), null while read. */
function useSnapshot(): DownloadsSnapshot | null {
  const viewer = useViewerId();
  const subscribe = useCallback(
    (listener: () => void) => subscribeRecords(viewer, listener),
    [viewer],
  );
  const read = () => recordsSnapshot(viewer);
  return useSyncExternalStore(subscribe, read, read);
}

/** The signed-in viewer's downloads, kept current as they progress (here, in the worker or another tab). */
export function useDownloads(): { records: DownloadRecord[]; loading: boolean } {
  const snapshot = useSnapshot();
  return { records: snapshot?.records ?? NO_RECORDS, loading: !snapshot };
}

/** One title's download for the viewer, or undefined. */
export function useDownload(kind: DownloadKind, id: number): DownloadRecord | undefined {
  const { records } = useDownloads();
  const downloadId = downloadIdOf(kind, id);
  return records.find((record) => record.id === downloadId);
}

/**
 * Whether the viewer has this title complete on the device ('series': any of its episodes). A
 * boolean snapshot, so a card re-renders when its mark changes, not on every progress step.
 */
export function useIsDownloaded(kind: MarkKind, id: number): boolean {
  const viewer = useViewerId();
  const subscribe = useCallback(
    (listener: () => void) => subscribeRecords(viewer, listener),
    [viewer],
  );
  const read = () => recordsSnapshot(viewer)?.marks.has(markKey(kind, id)) ?? false;
  return useSyncExternalStore(subscribe, read, read);
}
