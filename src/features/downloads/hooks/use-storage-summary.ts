import { useEffect, useState } from 'react';
import { useViewerId } from '@/app/session';
import { storageSummary, type StorageSummary } from '../engine/controller';
import { onRecordsChange } from '../engine/record-store';

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
    const stop = onRecordsChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [viewer]);
  return summary;
}
