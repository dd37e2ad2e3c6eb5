import { paths, type EndpointName } from './paths';
import { templateToRegExp } from './route';

/**
 * Writes that may be made offline: the service worker keeps them and sends them later, each with
 * the Idempotency-Key the page gave it, so a replay can never double a like, comment or report.
 * Several are GETs because docs/product.md §7 makes them GETs; they are writes all the same.
 */
export const QUEUEABLE = [
  'mediaStatus',
  'episodeStatus',
  'commentAction',
  'commentPost',
  'report',
  'commentReport',
  'historyWrite',
  'notificationRead',
  'notificationReadAll',
] as const satisfies readonly EndpointName[];

export type QueueableName = (typeof QUEUEABLE)[number];

/**
 * A write kept while the network is away; `seq` orders replay (first in, first out). The worker
 * keeps most (sw/outbox.ts); a page no worker controls yet keeps its own in the same store
 * (src/lib/outbox-keeper.ts, decision 045), and the worker sends both.
 */
export interface OutboxEntry {
  seq: number;
  name: QueueableName;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  createdAt: number;
  attempts: number;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * On a 409 whose write with the same key is still running (server/http/idempotency.ts): the
 * outbox keeps the write and retries it, where any other 409 is a refusal.
 */
export const IN_PROGRESS_HEADER = 'Idempotent-In-Progress';
/** Marks the 202 answer the worker gives for a write it has queued. */
export const QUEUED_HEADER = 'X-Outbox-Queued';

const matchers = QUEUEABLE.map((name) => ({
  name,
  method: paths[name].method,
  regexp: templateToRegExp(paths[name].path),
}));

/** The Background Sync tag the worker replays the outbox on. */
export const OUTBOX_SYNC_TAG = 'btv-outbox';

export function queueableName(method: string, pathname: string): QueueableName | null {
  const hit = matchers.find((m) => m.method === method && m.regexp.test(pathname));
  return hit ? hit.name : null;
}
