import type { Kysely } from 'kysely';
import type { introRunStates } from '../../contract/studio/endpoints/markers';
import type { AppDeps } from '../deps';
import type { Database } from '../db/schema';
import { queueOf } from '../jobs/queue-of';
import { INTRO_JOB } from './intro-job';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type RunState = (typeof introRunStates)[number];

/** Where the series' latest comparison is, read from the queue (not copied onto a row). */
export async function introRunState(deps: Deps, mediaId: number): Promise<RunState> {
  const run = await deps.db
    .selectFrom('intro_suggestion_runs')
    .select('job_id')
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  if (!run?.job_id) return 'none';
  const job = await queueOf(deps).get(INTRO_JOB, run.job_id);
  if (!job) return 'none';
  if (job.state === 'cancelled') return 'failed';
  return job.state;
}

/** Keeps the job's id as the series' latest run. */
export async function recordRun(
  db: Kysely<Database>,
  now: number,
  run: { mediaId: number; jobId: string; userId: number },
): Promise<void> {
  const values = {
    job_id: run.jobId,
    requested_at: new Date(now).toISOString(),
    requested_by: run.userId,
  };
  await db
    .insertInto('intro_suggestion_runs')
    .values({ media_id: run.mediaId, ...values })
    .onConflict((oc) => oc.column('media_id').doUpdateSet(values))
    .execute();
}
