import type { z } from 'zod';
import { INGEST_STAGES, type IngestStage } from '../../contract/studio/ingest-flow';
import type { uploadRow } from '../../contract/studio/endpoints/ingest';
import type { AppDeps } from '../deps';
import type { JobInfo } from '../jobs/job-queue';
import { queueOf } from '../jobs/queue-of';
import { verdictOf } from './ingest-records';
import type { MediaUpload } from './upload-records';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type Listed = z.input<typeof uploadRow>;

/** The job's note as the studio reads it: `base|480p` → stage base, renditions ["480p"]. */
export function readNote(note: string | undefined): {
  stage: IngestStage | null;
  renditions: string[];
} {
  const [stage = '', list = ''] = (note ?? '').split('|');
  const known = (INGEST_STAGES as readonly string[]).includes(stage);
  return {
    stage: known ? (stage as IngestStage) : null,
    renditions: list ? list.split(',') : [],
  };
}

export async function jobOf(deps: Deps, row: MediaUpload): Promise<JobInfo | null> {
  if (row.job_name === null || row.job_id === null) return null;
  return queueOf(deps).get(row.job_name, row.job_id);
}

/** An upload as the studio lists it: the row, and where its file is in the ingest flow. */
export async function listedUpload(deps: Deps, row: MediaUpload): Promise<Listed> {
  const { ingest_state, probe_json, job_name, job_id, ingest_error, ...fields } = row;
  void probe_json;
  void job_name;
  void job_id;
  if (ingest_state === null) return { ...fields, ingest: null };
  const info = await jobOf(deps, row);
  const job = info && {
    state: info.state,
    percent: info.state === 'done' ? 100 : (info.progress?.percent ?? 0),
    ...readNote(info.progress?.note),
  };
  return {
    ...fields,
    ingest: {
      state: ingest_state,
      verdict: verdictOf(row),
      job,
      error: info?.state === 'failed' ? (ingest_error ?? null) : null,
    },
  };
}
