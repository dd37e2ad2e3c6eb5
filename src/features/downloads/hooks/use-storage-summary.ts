import { useEffect, useState } from 'react';
import { storageSummary, type StorageSummary } from '../engine/controller';
import { useDownloads } from './use-records';

/**
 * Space used by the viewer's downloads and what the browser still allows; null while read. The
 * browser is asked again when a download starts, ends, pauses or goes, not for every stored
 * segment of a running one.
 */
export function useStorageSummary(): StorageSummary | null {
  const { records, loading } = useDownloads();
  const [summary, setSummary] = useState<StorageSummary | null>(null);
  const states = records.map((record) => `${record.id}:${record.state}`).join();
  useEffect(() => {
    if (loading) return;
    let live = true;
    storageSummary(records)
      .then((next) => live && setSummary(next))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // `states` stands for the records: a new snapshot per stored segment must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [states, loading]);
  return summary;
}
