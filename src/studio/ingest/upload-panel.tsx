import { useId, useState, type DragEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadMessages } from '@contract/studio/ingest-paths';
import type { UploadKind } from '@contract/studio/ingest-paths';
import { studioCall } from '../api/studio-client';
import uiStyles from '../ui/studio-ui.module.css';
import { IngestProgress } from './ingest-progress';
import { ingestTexts as texts } from './ingest-texts';
import type { UploadOwner } from './tus-upload';
import { readableBytes, readableDuration } from './upload-figures';
import { useTusUpload } from './use-tus-upload';
import styles from './ingest.module.css';

const uploadsKey = (owner: UploadOwner) => ['studio', 'uploads', owner.type, owner.id] as const;

/** While a job is waiting or working, the list is asked again this often for its progress. */
const POLL_MS = 1500;

/** Subtitles and dubs name their language; the player offers these two. */
const LANGUAGES = ['mn', 'en'] as const;

/**
 * "Видео файл" (or a subtitle, a dub, a podcast track's audio): drop or choose a source file; it
 * goes up over tus (decision 060) with percent, speed and time left, pause, resume and cancel, and
 * continues after a cut network or a reload when the same file is chosen again. Then the server's
 * jobs take it (decision 065): what the probe found, the progress, a refusal or a failure.
 */
export function UploadPanel({ owner, kind = 'video' }: { owner: UploadOwner; kind?: UploadKind }) {
  const headingId = useId();
  const languageId = useId();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [language, setLanguage] = useState<string>(kind === 'subtitle' ? 'en' : 'mn');
  const needsLanguage = kind === 'subtitle' || kind === 'dub';
  const status = useQuery({
    queryKey: ['studio', 'ingest-status'],
    queryFn: () => studioCall('studioIngestStatus'),
    staleTime: Infinity,
  });
  const uploadsQuery = {
    queryKey: uploadsKey(owner),
    queryFn: () =>
      studioCall('studioUploads', { query: { owner_type: owner.type, owner_id: owner.id } }),
  };
  const uploads = useQuery({
    ...uploadsQuery,
    refetchInterval: (query) => {
      const working = query.state.data?.uploads.some(
        (u) => u.ingest?.job?.state === 'queued' || u.ingest?.job?.state === 'running',
      );
      return working ? POLL_MS : false;
    },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: uploadsKey(owner) });
  const { view, start, pause, resume, cancel } = useTusUpload(
    owner,
    kind,
    refresh,
    needsLanguage ? language : undefined,
  );
  const off = status.data && !status.data.on ? status.data.reason : null;
  const latest = uploads.data?.uploads.find((u) => u.kind === kind && u.ingest !== null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // A file chosen before the list (and its limit) arrived waits for it rather than going up
    // unchecked; if the list cannot be had, the server's own refusal still stands.
    const max = (
      uploads.data ?? (await queryClient.ensureQueryData(uploadsQuery).catch(() => undefined))
    )?.max_bytes;
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
    void choose(event.dataTransfer.files[0]);
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
        {texts.headings[kind]}
      </h2>
      {off ? (
        <div role="alert" className={styles.error}>
          <strong>{texts.ingestOff}</strong>
          <p>{off}</p>
        </div>
      ) : null}
      {!active && unfinished ? (
        <p className={styles.note}>
          {texts.unfinished(
            unfinished.file_name,
            Math.floor((unfinished.offset / unfinished.size) * 100),
          )}
        </p>
      ) : null}
      {!active && !off && needsLanguage ? (
        <div className={styles.languagePick}>
          <label htmlFor={languageId}>{texts.language}</label>
          <select
            id={languageId}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {texts.languages[code]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {!active && !off ? (
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
              accept={
                kind === 'video'
                  ? 'video/*,.mkv,.mov,.mp4'
                  : kind === 'subtitle'
                    ? '.srt,.vtt,text/vtt'
                    : undefined
              }
              onChange={(event) => {
                void choose(event.target.files?.[0]);
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
            <div className={uiStyles.actions}>
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
      {latest && view.phase !== 'uploading' ? (
        <IngestProgress upload={latest} onChanged={refresh} />
      ) : null}
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
