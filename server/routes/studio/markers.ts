import {
  introSuggestionMessages as say,
  markersSchemas as s,
} from '../../../contract/studio/endpoints/markers';
import type { AppDeps } from '../../deps';
import { recordAudit } from '../../domain/audit-log';
import { requireSigningSecret } from '../../domain/media-secret';
import { signMediaPath } from '../../domain/media-signing';
import { mediaUrl } from '../../domain/media-url';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/respond';
import { parseParams } from '../../http/validate';
import { mediaToolsOfThisProcess } from '../../ingest/media-tools';
import { queueOf } from '../../jobs/queue-of';
import { INTRO_JOB } from '../../markers/intro-job';
import { readSuggestions, seasonVideos } from '../../markers/intro-records';
import { introRunState, recordRun } from '../../markers/intro-runs';
import { notFound } from './catalogue-answers';
import { studioRouter } from './studio-router';

/** A season's intro suggestion: ask for a comparison, read its result (decision 066). */
export function studioMarkerRoutes(deps: AppDeps) {
  const { app, on } = studioRouter(deps);

  const series = async (id: number) => {
    const row = await deps.db
      .selectFrom('media')
      .select('kind')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) notFound();
    if (row.kind !== 'series') throw new HttpError(409, say.notSeries);
  };

  on('studioIntroSuggestions', async (c) => {
    const { id } = parseParams(c, s.studioIntroSuggestions.params);
    await series(id);
    const [run, suggestions] = await Promise.all([
      introRunState(deps, id),
      readSuggestions(deps.db, id),
    ]);
    return ok(c, { run, suggestions });
  });

  on('studioIntroSuggest', async (c) => {
    const { id } = parseParams(c, s.studioIntroSuggest.params);
    await series(id);
    if (!(await mediaToolsOfThisProcess()).on) throw new HttpError(409, say.ingestOff);
    if ((await seasonVideos(deps.db, id)).length < 2) throw new HttpError(409, say.tooFew);
    const state = await introRunState(deps, id);
    if (state === 'queued' || state === 'running') throw new HttpError(409, say.alreadyRunning);
    const jobId = await queueOf(deps).add(INTRO_JOB, { mediaId: id }, { uniqueKey: `intro:${id}` });
    if (jobId === null) throw new HttpError(409, say.alreadyRunning);
    const now = deps.clock.now();
    const userId = c.get('staff').userId;
    await recordRun(deps.db, now, { mediaId: id, jobId, userId });
    await recordAudit(deps.db, now, {
      userId,
      entity: 'media',
      entityId: id,
      action: 'intro_suggest',
      after: { job: jobId },
    });
    return c.json({ status: true as const, msg: say.queued }, 202);
  });

  on('studioEpisodePlayback', async (c) => {
    const { id } = parseParams(c, s.studioEpisodePlayback.params);
    const row = await deps.db
      .selectFrom('episodes')
      .select('vid1')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) notFound();
    if (row.vid1 === null) return ok(c, { url: null });
    // As a viewer's sources: a paid folder only through a signed path, here the editor's own.
    const exp = Math.floor((deps.clock.now() + deps.config.mediaUrlTtlMs) / 1000);
    const secret = requireSigningSecret(deps.config);
    const signed = signMediaPath(secret, row.vid1, { exp, userId: c.get('staff').userId });
    return ok(c, { url: mediaUrl(deps.config, signed) });
  });

  return app;
}
