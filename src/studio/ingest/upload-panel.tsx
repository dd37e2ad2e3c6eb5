import { useId, useState, type DragEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadMessages } from '@contract/studio/ingest-paths';
import type { UploadKind } from '@contract/studio/ingest-paths';
import { studioCall } from '../api/studio-client';
import uiStyles from '../ui/studio-ui.module.css';
import { ingestTexts as texts } from './ingest-texts';
import type { UploadOwner } from './tus-upload';
import { readableBytes, readableDuration } from './upload-figures';
import { useTusUpload } from './use-tus-upload';
import styles from './ingest.module.css';

const uploadsKey = (owner: UploadOwner) => ['studio', 'uploads', owner.type, owner.id] as const;

/**
 * "Видео файл": drop or choose a source file for an episode, a movie or a theatre title; it goes
 * up over tus (decision 060) with percent, speed and time left, pause, resume and cancel, and
 * continues after a cut network or a reload when the same file is chosen again.
 */
export function UploadPanel({ owner, kind = 'video' }: { owner: UploadOwner; kind?: UploadKind }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploads = useQuery({
    queryKey: uploadsKey(owner),
    queryFn: () =>
      studioCall('studioUploads', { query: { owner_type: owner.type, owner_id: owner.id } }),
  });
  const { view, start, pause, resume, cancel } = useTusUpload(owner, kind, () => {
    void queryClient.invalidateQueries({ queryKey: uploadsKey(owner) });
  });

  const choose = (file: File | undefined) => {
    if (!file) return;
    const max = uploads.data?.max_bytes;
    // Refused here, before a byte leaves; the server refuses it too if this check is stale.
    if (max !== undefined && file.size > max) {
      setRefused(uploadMessages.tooLarge(max));
      return;
    }
    setRefused(null);
    void start(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const active = view.phase === 'uploading' || view.phase === 'offline' || view.phase === 'paused';
  const unfinished = uploads.data?.uploads.find((u) => u.state === 'uploading' && u.kind === kind);
  const figures = [
    `${readableBytes(view.sent)} / ${readableBytes(view.total)}`,
    view.bytesPerSecond !== null && view.phase === 'uploading'
      ? texts.speed(readableBytes(view.bytesPerSecond))
      : null,
    view.secondsLeft !== null && view.phase === 'uploading'
      ? texts.left(readableDuration(view.secondsLeft))
      : null,
  ].filter(Boolean);
  const error = refused ?? view.error;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      {!active && unfinished ? (
        <p className={styles.note}>
          {texts.unfinished(
            unfinished.file_name,
            Math.floor((unfinished.offset / unfinished.size) * 100),
          )}
        </p>
      ) : null}
      {!active ? (
        <div
          className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <p>{texts.drop}</p>
          <label className={uiStyles.button}>
            {texts.choose}
            <input
              className={styles.fileInput}
              type="file"
              accept={kind === 'video' ? 'video/*,.mkv,.mov,.mp4' : undefined}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
      ) : null}
      {view.phase !== 'idle' && view.phase !== 'cancelled' ? (
        <div className={styles.progress}>
          <p className={styles.fileName}>{view.fileName}</p>
          <div
            role="progressbar"
            aria-label={texts.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.percent}
            aria-valuetext={`${view.percent}%`}
            className={styles.bar}
          >
            <div className={styles.fill} style={{ width: `${view.percent}%` }} />
          </div>
          <p className={styles.figures}>
            <strong>{view.percent}%</strong> {figures.join(' · ')}
          </p>
          {view.phase === 'offline' ? <p className={styles.note}>{texts.offline}</p> : null}
          {view.phase === 'paused' ? <p className={styles.note}>{texts.paused}</p> : null}
          {active ? (
            <div className={styles.actions}>
              {view.phase === 'paused' ? (
                <button type="button" className={uiStyles.button} onClick={resume}>
                  {texts.resume}
                </button>
              ) : (
                <button type="button" className={uiStyles.button} onClick={() => void pause()}>
                  {texts.pause}
                </button>
              )}
              <button type="button" className={uiStyles.button} onClick={() => void cancel()}>
                {texts.cancel}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className={styles.said}>
        {view.said}
      </p>
      {uploads.data && uploads.data.uploads.length > 0 ? (
        <details className={styles.earlier}>
          <summary>{texts.earlier}</summary>
          <ul>
            {uploads.data.uploads.map((u) => (
              <li key={u.id}>
                {u.file_name} · {readableBytes(u.size)} · {texts.states[u.state]}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
