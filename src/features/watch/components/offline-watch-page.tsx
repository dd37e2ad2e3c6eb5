import type { DownloadRecord } from '@contract/offline-downloads';
import type { PlayerSources } from '@/features/player';
import { formatDateTime } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AnchorLink } from '@/ui/anchor-link';
import { watchTexts as t } from '../texts';
import { WatchPlayer } from './watch-player';
import styles from './watch-page.module.css';

interface Props {
  /** The viewer's finished download, already checked to be theirs and not expired. */
  record: DownloadRecord;
  /** Local `/offline-media/…` URLs the worker answers from storage. */
  sources: PlayerSources;
}

/**
 * /downloads/{id}: a downloaded episode or movie in the watch page's stage, with no network
 * needed. The resume key and history target are the online page's, so the position is one.
 */
export function OfflineWatchPage({ record, sources }: Props) {
  const heading = record.subtitle ? `${record.title} · ${record.subtitle}` : record.title;
  useDocumentTitle(heading);
  const episode = record.kind === 'episode';
  const expires = new Date(record.expiresAt).toISOString();
  return (
    <div className={styles.page}>
      <div className={styles.single}>
        <div className={styles.stageArea}>
          <WatchPlayer
            key={record.id}
            sources={sources}
            resumeKey={episode ? { episodeId: record.itemId } : { movieId: record.itemId }}
            target={episode ? { episode_id: record.itemId } : { movie_id: record.itemId }}
            mediaId={record.mediaId}
            serverPosition={0}
            durationHint={record.durationSec}
            userId={record.userId}
            title={record.subtitle ?? record.title}
            subtitle={record.subtitle ? record.title : undefined}
            poster={record.image}
            segments={record.segments}
          />
        </div>
        <div className={styles.info}>
          <p className={styles.kicker}>
            <AnchorLink href="/downloads">{t.downloads}</AnchorLink>
          </p>
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.meta}>
            <span>{t.fromDevice}</span>
            <span>
              {t.expiresAt}: <time dateTime={expires}>{formatDateTime(expires)}</time>
            </span>
          </p>
        </div>
      </div>
    </div>
  );
}
