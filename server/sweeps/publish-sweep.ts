import type { AppDeps } from '../deps';
import { publishDue } from '../domain/publishing';

const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Publishes the scheduled titles and episodes whose time came, at start and then every minute,
 * so a schedule whose minute passed while the server was down goes out at the next start
 * (docs/decisions/052-publish-states.md). Every process may run it: publishDue's conditional
 * update lets exactly one publish (and announce) each row. A run still going when the next is
 * due is not doubled. Answers a stop, which resolves once a run in progress has settled, so the
 * database is not closed under it.
 */
export function startPublishSweep(deps: Pick<AppDeps, 'db' | 'clock'>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = publishDue(deps.db, deps.clock.now()).then(
      (published) => {
        if (published > 0) console.log(`published ${published} scheduled title(s) or episode(s)`);
      },
      (error: unknown) => console.error('publish sweep failed', error),
    );
    void running.finally(() => {
      running = null;
    });
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
