import type { BodyOf } from '@contract/endpoints';
import { apiCall } from '@/lib/api-client';

export type HistoryTarget = { episode_id: number } | { movie_id: number };

/** Records a watch position; queued by the service worker when offline. Never toasts. */
export function writeHistory(
  userId: number,
  target: HistoryTarget,
  position: number,
  duration: number,
): Promise<unknown> {
  const body: BodyOf<'historyWrite'> = {
    ...target,
    position_sec: Math.max(0, Math.floor(position)),
    duration_sec: Math.max(0, Math.floor(duration)),
  };
  return apiCall('historyWrite', { params: { userId }, body, quiet: true }).catch(() => undefined);
}
