import { useEffect, useState } from 'react';
import type { DownloadKind } from '@contract/entities';
import { downloadIdOf, type DownloadRecord } from '@contract/offline-downloads';
import { useViewerId } from '@/app/session';
import {
  onDownloadsChange,
  listDownloads,
  storageSummary,
  type StorageSummary,
} from '../engine/controller';

/** The signed-in viewer's downloads, kept current as they progress (here, in the worker or another tab). */
export function useDownloads(): { records: DownloadRecord[]; loading: boolean } {
  const viewer = useViewerId();
  const [state, setState] = useState<{ viewer: number; records: DownloadRecord[] } | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      if (viewer === 0) {
        setState({ viewer, records: [] });
        return;
      }
      void listDownloads(viewer).then((records) => {
        if (live) setState({ viewer, records });
      });
    };
    load();
    const stop = onDownloadsChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [viewer]);
  const current = state?.viewer === viewer ? state : null;
  return { records: current?.records ?? [], loading: current === null };
}

/** One title's download for the viewer, or undefined. */
export function useDownload(kind: DownloadKind, id: number): DownloadRecord | undefined {
  const { records } = useDownloads();
  const downloadId = downloadIdOf(kind, id);
  return records.find((record) => record.id === downloadId);
}

/** Space used by the viewer's downloads and what the browser still allows; null while read. */
export function useStorageSummary(): StorageSummary | null {
  const viewer = useViewerId();
  const [summary, setSummary] = useState<StorageSummary | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void storageSummary(viewer)
        .then((s) => live && setSummary(s))
        .catch(() => undefined);
    load();
    const stop = onDownloadsChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [viewer]);
  return summary;
}
