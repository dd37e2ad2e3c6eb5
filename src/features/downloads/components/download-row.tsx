import { useId } from 'react';
import type { DownloadRecord } from '@contract/offline-downloads';
import { showToast } from '@/lib/toast-store';
import { CloseIcon, PauseIcon, PlayIcon } from '@/ui/icons';
import {
  cancelDownload,
  isExpired,
  pauseDownload,
  progressOf,
  resumeDownload,
} from '../engine/controller';
import { downloadsPageTexts as t } from '../texts';
import { DeleteButton } from './delete-button';
import { ExpiredNotice } from './expired-notice';
import { ResumeIcon } from './page-icons';
import styles from './downloads-page.module.css';

interface Props {
  record: DownloadRecord;
  onPlay: (record: DownloadRecord) => void;
  /** The row is leaving the page (cancelled or deleted): focus goes somewhere that stays. */
  onRemoved: () => void;
}

const stateLabel = {
  queued: t.queued,
  running: t.running,
  paused: t.paused,
  failed: t.failed,
  done: t.done,
} as const;

async function act(run: () => Promise<void>) {
  try {
    await run();
  } catch {
    showToast('error', t.actionFailed);
  }
}

/** One download on /downloads: what it is, how far it has come, and what can be done with it. */
export function DownloadRow({ record, onPlay, onRemoved }: Props) {
  const headingId = useId();
  const expired = isExpired(record);
  const progress = progressOf(record);
  const { userId, id } = record;
  const name = record.subtitle ? `${record.title} · ${record.subtitle}` : record.title;
  const meta = [
    record.quality ? t.quality(record.quality) : null,
    t.size(progress.totalBytes),
    expired ? t.expiredState : stateLabel[record.state],
    // When the right ends, before it does: a rental's end or the last paid day. A free title's
    // date is only when the server is asked again, nothing the viewer loses.
    !expired && record.expiry !== 'recheck' ? t.rightEnds(record.expiresAt) : null,
  ].filter((part): part is string => part !== null);

  return (
    <li className={styles.row} aria-labelledby={headingId}>
      <span className={styles.cover} data-kind={record.kind}>
        {record.image ? (
          <img
            src={record.image}
            alt=""
            className={styles.image}
            loading="lazy"
            decoding="async"
            width={320}
            height={180}
          />
        ) : null}
      </span>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          {record.title}
        </h2>
        {record.subtitle ? <p className={styles.subtitle}>{record.subtitle}</p> : null}
        <p className={styles.meta}>
          {meta.map((part) => (
            <span key={part}>{part}</span>
          ))}
        </p>

        {record.state !== 'done' && !expired ? (
          <div className={styles.progress}>
            <div
              role="progressbar"
              aria-label={t.progressLabel(name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-valuetext={t.progress(
                progress.percent,
                progress.storedBytes,
                progress.totalBytes,
              )}
              className={styles.bar}
            >
              <span className={styles.fill} style={{ width: `${progress.percent}%` }} />
            </div>
            <span className={styles.progressText} aria-hidden="true">
              {t.progress(progress.percent, progress.storedBytes, progress.totalBytes)}
            </span>
          </div>
        ) : null}
        {record.state === 'failed' && record.error && !expired ? (
          <p className={styles.error}>{record.error}</p>
        ) : null}

        {expired ? (
          <ExpiredNotice record={record} onDeleted={onRemoved} actionsLabel={t.rowActions(name)} />
        ) : (
          <div className={styles.actions} role="group" aria-label={t.rowActions(name)}>
            {record.state === 'done' ? (
              <>
                <button type="button" className={styles.primary} onClick={() => onPlay(record)}>
                  <PlayIcon size={18} />
                  {t.play}
                </button>
                <DeleteButton record={record} onDeleted={onRemoved} />
              </>
            ) : (
              <>
                {record.state === 'running' || record.state === 'queued' ? (
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() => void act(() => pauseDownload(userId, id))}
                  >
                    <PauseIcon size={18} />
                    {t.pause}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() => void act(() => resumeDownload(userId, id))}
                  >
                    <ResumeIcon size={18} />
                    {t.resume}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.action}
                  onClick={() =>
                    void act(async () => {
                      await cancelDownload(userId, id);
                      onRemoved();
                    })
                  }
                >
                  <CloseIcon size={18} />
                  {t.cancel}
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
