import type { AppDeps } from '../../deps';
import { ok } from '../../http/respond';
import { mediaToolsOfThisProcess } from '../../ingest/media-tools';
import { ingestReason } from '../../ingest/ingest-reason';
import { studioRouter } from './studio-router';

/** Media ingest's studio calls (issue 33). */
export function studioIngestStatusRoutes(deps: AppDeps) {
  const { app, on } = studioRouter(deps);

  on('studioIngestStatus', async (c) => {
    const tools = await mediaToolsOfThisProcess();
    return ok(c, { on: tools.on, reason: ingestReason(tools) });
  });

  return app;
}
