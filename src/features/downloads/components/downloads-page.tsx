import { useRef } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { DownloadRecord } from '@contract/offline-downloads';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Skeleton } from '@/ui/skeleton';
import { EmptyState, statusActionClass } from '@/ui/status-view';
import { useDownloads } from '../hooks/use-records';
import { useQuietRenewal } from '../hooks/use-quiet-renewal';
import { downloadsPageTexts as t } from '../texts';
import { DownloadRow } from './download-row';
import { StorageLine } from './storage-line';
import styles from './downloads-page.module.css';

interface Props {
  userId: number;
  /**
   * Plays a downloaded podcast episode in the player bar. The caller wires the podcast feature's
   * player (this feature may not import it: the podcast pages import this one).
   */
  onPlayAudio: (record: DownloadRecord) => void;
}

/**
 * /downloads: the viewer's downloads, read from IndexedDB only, so it works the same offline.
 * Video plays on /downloads/{id}; a podcast episode in the player bar.
 */
export function DownloadsPage({ userId, onPlayAudio }: Props) {
  useDocumentTitle(t.title);
  const { records, loading } = useDownloads();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useQuietRenewal(userId, records);

  const play = (record: DownloadRecord) => {
    if (record.kind === 'podcast') onPlayAudio(record);
    else void navigate({ to: '/downloads/$downloadId', params: { downloadId: record.id } });
  };
  // A row that leaves takes focus with it; the page's heading keeps the reader in place.
  const onRemoved = () => heading.current?.focus();

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.pageTitle}>
        {t.title}
      </h1>
      <StorageLine />
      {loading ? (
        <DownloadsListSkeleton />
      ) : records.length === 0 ? (
        <EmptyState title={t.empty} text={t.emptyText}>
          <Link to="/" className={statusActionClass}>
            {t.browse}
          </Link>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t.listLabel}>
          {records.map((record) => (
            <DownloadRow key={record.id} record={record} onPlay={play} onRemoved={onRemoved} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DownloadsListSkeleton() {
  return (
    <div className={styles.list} role="status" aria-label={t.loading}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.row}>
          <Skeleton className={styles.cover} />
          <div className={styles.body}>
            <Skeleton shape="text" width="60%" height={20} />
            <Skeleton shape="text" width="40%" height={14} />
            <Skeleton shape="text" width="30%" height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The page's frame while the session is restored (RequireLogin's pending). */
export function DownloadsPageSkeleton() {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t.title}</h1>
      <DownloadsListSkeleton />
    </div>
  );
}
