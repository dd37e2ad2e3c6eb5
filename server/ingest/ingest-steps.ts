import type { IngestJobName, IngestState } from '../../contract/studio/ingest-flow';
import type { AppDeps } from '../deps';
import { queueOf } from '../jobs/queue-of';
import { moveIngest } from './ingest-records';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/**
 * pg-boss 10 cannot renew a lease (decision 059), so on PostgreSQL a transcode's lease must
 * outlast the whole run: ten minutes plus ten times the source's length (veryfast encodes a
 * 1080p ladder at about real time on two cores, so this leaves a wide margin). On SQLite the
 * lease is renewed while the job runs and the setting's short one stays.
 */
export function leaseFor(deps: Deps, durationS: number): number | undefined {
  if (deps.config.databaseUrl === undefined) return undefined;
  return Math.max(deps.config.jobs.leaseSeconds, Math.ceil(600 + durationS * 10));
}

/**
 * Moves an upload into `to` and queues the job that does it. The row moves first, so the job
 * (which checks the state before working) can never start before it; the job's id is then
 * kept on the row for the studio's progress.
 */
export async function startStep(
  deps: Deps,
  uploadId: number,
  from: readonly (IngestState | null)[],
  to: IngestState,
  job: IngestJobName,
  options: { durationS?: number; set?: Parameters<typeof moveIngest>[4] } = {},
): Promise<boolean> {
  const now = deps.clock.now();
  const moved = await moveIngest(deps.db, now, uploadId, from, {
    ...options.set,
    ingest_state: to,
    job_name: job,
    job_id: null,
    ingest_error: null,
  });
  if (!moved) return false;
  const id = await queueOf(deps).add(
    job,
    { uploadId },
    { leaseSeconds: leaseFor(deps, options.durationS ?? 0) },
  );
  await deps.db
    .updateTable('media_uploads')
    .set({ job_id: id })
    .where('id', '=', uploadId)
    .where('job_name', '=', job)
    .execute();
  return true;
}
