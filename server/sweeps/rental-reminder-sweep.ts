import type { AppDeps } from '../deps';
import { materialiseRentalEndings } from '../domain/notification-events';

const SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Writes the "rental ending" reminders of every user every 15 minutes (and at start), so a
 * reminder is there when it falls due even for someone who has not opened the app; reading one's
 * notifications still writes one's own at once. Every process may run it: each reminder is keyed
 * by its rental and written once (docs/decisions/024-notifications.md). Answers a stop.
 */
export function startRentalReminderSweep(deps: Pick<AppDeps, 'db' | 'clock'>): () => void {
  const run = () => {
    materialiseRentalEndings(deps.db, deps.clock.now()).then(
      (written) => {
        if (written > 0) console.log(`wrote ${written} rental-ending reminder(s)`);
      },
      (error: unknown) => console.error('rental reminder sweep failed', error),
    );
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
