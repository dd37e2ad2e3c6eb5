import { ingestStatusMessages } from '../../contract/studio/ingest-status-paths';
import type { MediaTools } from './media-tools';

/** The editor's side of the operator's start line (decision 061). */
export function ingestReason(tools: MediaTools): string {
  if (tools.on) return ingestStatusMessages.on;
  const why = tools.why;
  if ('missing' in why) return ingestStatusMessages.missingTool(why.missing);
  if ('broken' in why) return ingestStatusMessages.brokenTool(why.broken);
  return ingestStatusMessages.lacking(why.lacking.map((feature) => feature.name).join(', '));
}
