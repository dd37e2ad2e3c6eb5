import type { AppDeps } from '../deps';
import { hitWindow } from './throttle';

/*
 * Per-user limits on social writes (docs/decisions/015). Counted in the `throttles` table by
 * hitWindow, so every instance sees the same counts, and set where a person never arrives but a
 * script does within seconds. A keyed write counts inside its idempotency transaction: a replayed
 * answer costs nothing, and a refused or failed write gives its count back on rollback.
 */

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export type WriteKind = 'comment' | 'report' | 'toggle' | 'history';

interface Window {
  name: string;
  limit: number;
  ms: number;
}

export const WRITE_LIMITS: Record<WriteKind, readonly Window[]> = {
  /** One comment every 6 s for a minute straight is already more than anyone types. */
  comment: [
    { name: 'minute', limit: 10, ms: MINUTE },
    { name: 'day', limit: 200, ms: DAY },
  ],
  /** Reports go to a person to read. */
  report: [
    { name: 'minute', limit: 5, ms: MINUTE },
    { name: 'day', limit: 50, ms: DAY },
  ],
  /** Likes, dislikes, later, notify, watch status and comment likes, together. */
  toggle: [
    { name: 'minute', limit: 60, ms: MINUTE },
    { name: 'day', limit: 2000, ms: DAY },
  ],
  /** The player saves every 15 s and on pause, seek and hide; an upsert per title. */
  history: [{ name: 'minute', limit: 120, ms: MINUTE }],
};

/**
 * Counts one write of this kind for the user, or throws 429 with Retry-After (the shorter
 * window first, so its wait is the one announced). Call with writeDeps(c, deps).
 */
export async function countWrite(deps: AppDeps, kind: WriteKind, userId: number): Promise<void> {
  for (const window of WRITE_LIMITS[kind]) {
    await hitWindow(deps, `write:${kind}:${window.name}:${userId}`, window.limit, window.ms);
  }
}
