import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { DownloadId, DownloadRecord } from '@contract/offline-downloads';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Skeleton } from '@/ui/skeleton';
import { EmptyState, statusActionClass } from '@/ui/status-view';
import { isExpired, progressOf } from '../engine/controller';
import { useDownloads } from '../hooks/use-records';
import { downloadsPageTexts as t } from '../texts';
import { ExpiredNotice } from './expired-notice';
import styles from './offline-play-gate.module.css';

interface Props {
  /** Null for a path segment that is no download id at all. */
  downloadId: DownloadId | null;
  /** The player, mounted only for the viewer's own finished download that may still play. */
  children: (record: DownloadRecord) => ReactNode;
}

/**
 * Whether /downloads/{id} may play, from IndexedDB alone: not the viewer's or missing, still
 * downloading, or past its expiry (the rental or paid text, renew or delete; no player).
 */
export function OfflinePlayGate({ downloadId, children }: Props) {
  const { records, loading } = useDownloads();
  if (loading) return <GateSkeleton />;
  const record = records.find((r) => r.id === downloadId);
  if (!record) return <NotDownloaded />;
  if (isExpired(record)) return <Refused record={record} />;
  if (record.state !== 'done') return <StillDownloading record={record} />;
  return <>{children(record)}</>;
}

function BackLink() {
  return (
    <Link to="/downloads" className={statusActionClass}>
      {t.backToDownloads}
    </Link>
  );
}

function NotDownloaded() {
  useDocumentTitle(t.notFound);
  return (
    <EmptyState headingLevel={1} icon="alert" title={t.notFound} text={t.notFoundText}>
      <BackLink />
    </EmptyState>
  );
}

function StillDownloading({ record }: { record: DownloadRecord }) {
  useDocumentTitle(t.stillDownloading);
  return (
    <EmptyState
      headingLevel={1}
      title={t.stillDownloading}
      text={t.stillDownloadingText(progressOf(record).percent)}
    >
      <BackLink />
    </EmptyState>
  );
}

function Refused({ record }: { record: DownloadRecord }) {
  useDocumentTitle(t.refusedTitle);
  const navigate = useNavigate();
  return (
    <section className={styles.refused} aria-labelledby="offline-refused-title">
      <h1 id="offline-refused-title" className={styles.title}>
        {t.refusedTitle}
      </h1>
      <p className={styles.name}>
        {record.subtitle ? `${record.title} · ${record.subtitle}` : record.title}
      </p>
      <ExpiredNotice
        record={record}
        onDeleted={() => void navigate({ to: '/downloads', replace: true })}
      />
      <BackLink />
    </section>
  );
}

function GateSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label={t.loading}>
      <Skeleton className={styles.stage} />
    </div>
  );
}
