import { useEffect, useRef } from 'react';
import type { DownloadRecord } from '@contract/offline-downloads';
import { isExpired, renewDownload } from '../engine/controller';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A grant older than a day may have changed (a rental cut short, days run out, days bought). */
export function needsRenewal(record: DownloadRecord, now = Date.now()): boolean {
  return isExpired(record, now) || now - record.checkedAt > DAY_MS;
}

/**
 * On opening /downloads online, asks the server again about each stale download, once per visit
 * and without a word: a refusal leaves the record expired, and its row then says why and offers
 * renew or delete. Offline nothing is asked; the stored expiry decides.
 */
export function useQuietRenewal(userId: number, records: readonly DownloadRecord[]): void {
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!navigator.onLine) return;
    for (const record of records) {
      if (asked.current.has(record.id) || !needsRenewal(record)) continue;
      asked.current.add(record.id);
      renewDownload(userId, record.id).catch(() => undefined);
    }
  }, [userId, records]);
}
