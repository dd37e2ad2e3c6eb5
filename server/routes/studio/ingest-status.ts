import { ingestStatusMessages } from '../../../contract/studio/ingest-status-paths';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/respond';
import { mediaToolsOfThisProcess } from '../../ingest/media-tools';
import type { MediaTools } from '../../ingest/media-tools';
import { studioRouter } from './studio-router';

/** The editor's side of the operator's start line (decision 061). */
export function ingestReason(tools: MediaTools): string {
  if (tools.on) return ingestStatusMessages.on;
  const why = tools.why;
  if ('missing' in why) return ingestStatusMessages.missingTool(why.missing);
  if ('broken' in why) return ingestStatusMessages.brokenTool(why.broken);
  return ingestStatusMessages.lacking(why.lacking.map((feature) => feature.name).join(', '));
}

/** Media ingest's studio calls (issue 33). */
export function studioIngestStatusRoutes(deps: AppDeps) {
  const { app, on } = studioRouter(deps);

  on('studioIngestStatus', async (c) => {
    const tools = await mediaToolsOfThisProcess();
    return ok(c, { on: tools.on, reason: ingestReason(tools) });
  });

  return app;
}
