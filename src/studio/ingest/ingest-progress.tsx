import { useMutation } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../api/studio-client';
import { StudioError } from '../api/studio-error';
import uiStyles from '../ui/studio-ui.module.css';
import { ingestFlowTexts as texts, ingestTexts } from './ingest-texts';
import { readableDuration } from './upload-figures';
import styles from './ingest.module.css';

type Upload = StudioDataOf<'studioUploads'>['uploads'][number];
type Ingest = NonNullable<Upload['ingest']>;

const languageName = (code: string | null) =>
  code === null ? texts.unknownLanguage : (ingestTexts.languages[code] ?? code);

/** What the probe found, as an editor checks it before anything is encoded. */
function Found({ verdict }: { verdict: NonNullable<Ingest['verdict']> }) {
  const probe = verdict.probe;
  if (!probe) return null;
  const video = probe.video;
  const rows: [string, string][] = [
    [texts.duration, readableDuration(probe.duration_s)],
    ...(video
      ? ([
          [texts.resolution, `${video.width}×${video.height}`],
          [texts.frameRate, texts.fps(video.frame_rate)],
        ] as [string, string][])
      : []),
    [texts.audio, probe.audio.map((a) => languageName(a.language)).join(', ') || texts.none],
    [
      texts.subtitles,
      probe.subtitles.map((s) => languageName(s.language)).join(', ') || texts.none,
    ],
  ];
  return (
    <div>
      <h3 className={styles.subheading}>{texts.found}</h3>
      <dl className={styles.found}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {verdict.usable && verdict.notes.length > 0 ? (
        <ul className={styles.notes}>
          {verdict.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * An uploaded file after its last byte (decision 065): what the probe found or why it is
 * refused, the job in work with its percent, stage and renditions, cancel, and a failed or
 * cancelled job's reason with a retry. The list it comes from is polled while a job works.
 */
export function IngestProgress({ upload, onChanged }: { upload: Upload; onChanged: () => void }) {
  const ingest = upload.ingest;
  const act = useMutation({
    mutationFn: (what: 'studioIngestCancel' | 'studioIngestRetry') =>
      studioCall(what, { params: { id: upload.id } }),
    onSettled: onChanged,
  });
  if (!ingest) return null;
  const { verdict, job } = ingest;
  const working = job !== null && (job.state === 'queued' || job.state === 'running');
  const stopped = job !== null && (job.state === 'failed' || job.state === 'cancelled');
  const refused = verdict !== null && !verdict.usable;
  const stage = job?.stage ? texts.stages[job.stage] : null;
  const renditions = job?.renditions.length ? ` (${job.renditions.join(', ')})` : '';
  const said = stopped
    ? job.state === 'failed'
      ? texts.failed
      : texts.cancelled
    : texts.states[ingest.state];
  const actError = act.error instanceof StudioError ? act.error.message : null;

  return (
    <div className={styles.ingest}>
      <p role="status" aria-live="polite" className={styles.state}>
        {said}
      </p>
      {verdict ? <Found verdict={verdict} /> : null}
      {refused ? (
        <div role="alert" className={styles.error}>
          <strong>{texts.refusedHeading}</strong>
          <p>{verdict.message}</p>
        </div>
      ) : null}
      {working ? (
        <div className={styles.progress}>
          <div
            role="progressbar"
            aria-label={texts.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={job.percent}
            aria-valuetext={`${job.percent}%`}
            className={styles.bar}
          >
            <div className={styles.fill} style={{ width: `${job.percent}%` }} />
          </div>
          <p className={styles.figures}>
            <strong>{job.percent}%</strong>{' '}
            {job.state === 'queued' ? texts.queued : `${stage ?? ''}${renditions}`}
          </p>
          <button
            type="button"
            className={uiStyles.button}
            disabled={act.isPending}
            onClick={() => act.mutate('studioIngestCancel')}
          >
            {texts.cancel}
          </button>
        </div>
      ) : null}
      {stopped ? (
        <div className={uiStyles.actions}>
          {ingest.error ? (
            <p role="alert" className={styles.error}>
              {ingest.error}
            </p>
          ) : null}
          <button
            type="button"
            className={uiStyles.button}
            disabled={act.isPending}
            onClick={() => act.mutate('studioIngestRetry')}
          >
            {texts.retry}
          </button>
        </div>
      ) : null}
      {actError ? (
        <p role="alert" className={styles.error}>
          {actError}
        </p>
      ) : null}
    </div>
  );
}
