import {
  ingestFlowMessages as say,
  type IngestJobName,
} from '../../../contract/studio/ingest-flow';
import { ingestFlowSchemas as s } from '../../../contract/studio/endpoints/ingest-flow';
import type { AppDeps } from '../../deps';
import { recordAudit } from '../../domain/audit-log';
import { HttpError } from '../../http/http-error';
import { parseParams } from '../../http/validate';
import { queueOf } from '../../jobs/queue-of';
import { uploadById, verdictOf } from '../../ingest/ingest-records';
import { startStep } from '../../ingest/ingest-steps';
import { jobOf } from '../../ingest/ingest-view';
import { studioRouter } from './studio-router';

/** States whose work a job does: the ones a cancel stops and a retry starts again. */
const WORKING = ['probing', 'transcoding', 'base_ready', 'storing'] as const;

/** Cancel and retry of an upload's ingest job (decision 065). */
export function studioIngestFlowRoutes(deps: AppDeps) {
  const { app, on } = studioRouter(deps);

  const working = async (id: number) => {
    const row = await uploadById(deps.db, id);
    if (!row) throw new HttpError(404, say.notFound);
    const state = row.ingest_state;
    const busy = state !== null && (WORKING as readonly string[]).includes(state);
    return { row, job: busy ? await jobOf(deps, row) : null, busy };
  };

  on('studioIngestCancel', async (c) => {
    const { id } = parseParams(c, s.studioIngestCancel.params);
    const { row, job } = await working(id);
    if (!job || (job.state !== 'queued' && job.state !== 'running')) {
      throw new HttpError(409, say.nothingToCancel);
    }
    await queueOf(deps).cancel(job.name, job.id);
    await recordAudit(deps.db, deps.clock.now(), {
      userId: c.get('staff').userId,
      entity: 'media_upload',
      entityId: row.id,
      action: 'cancel_job',
      before: { job: job.name, state: job.state },
      after: { state: 'cancelled' },
    });
    return c.json({ status: true as const, msg: say.cancelled });
  });

  on('studioIngestRetry', async (c) => {
    const { id } = parseParams(c, s.studioIngestRetry.params);
    const { row, job, busy } = await working(id);
    const ended = job === null || job.state === 'failed' || job.state === 'cancelled';
    if (!busy || !ended || row.job_name === null || row.ingest_state === null) {
      throw new HttpError(409, say.nothingToRetry);
    }
    const state = row.ingest_state;
    await startStep(deps, row.id, [state], state, row.job_name as IngestJobName, {
      durationS: verdictOf(row)?.probe?.duration_s ?? 0,
    });
    await recordAudit(deps.db, deps.clock.now(), {
      userId: c.get('staff').userId,
      entity: 'media_upload',
      entityId: row.id,
      action: 'retry_job',
      before: { job: row.job_name, state: job?.state ?? null },
      after: { state },
    });
    return c.json({ status: true as const, msg: say.retried });
  });

  return app;
}
