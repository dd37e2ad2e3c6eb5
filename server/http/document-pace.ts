import { setTimeout as sleepFor } from 'node:timers/promises';
import type { Clock } from '../clock';
import { clientBuckets, type Bucket } from '../web/first-view/first-view-budget';

/*
 * Past its budget of documents, a client's next document is answered a second late (decision 038,
 * amended). Refusing at once would cost as much as answering: a script's connection asks again
 * the moment it is answered, so 32 of them kept the event loop answering thousands of documents a
 * second, even with every render refused. Held for a second, each connection asks once a second,
 * and a waiting request costs a timer, not a core. A person never meets it: the installed app
 * answers its own navigations, and a browser without the worker asks for one document a page.
 */

/** How late a document past the budget is answered. */
export const PACE_MS = 1000;
/** Requests held at once across all clients; past it they are answered 503 with Retry-After. */
const MAX_HELD = 4096;
/** Held requests are logged at most this often, with their count. */
const LOG_EVERY_MS = 60_000;

export type PaceVerdict = 'now' | 'held' | 'full';

export interface DocumentPace {
  /** Resolves when `client`'s document may be answered: at once, after PACE_MS, or never ('full'). */
  wait(client: string): Promise<PaceVerdict>;
}

export function documentPace(
  clock: Clock,
  bucket: Bucket,
  sleep: (ms: number) => Promise<unknown> = sleepFor,
): DocumentPace {
  const budgets = clientBuckets(clock, bucket);
  let holding = 0;
  let heldSinceLog = 0;
  let logged = -Infinity;

  return {
    async wait(client) {
      if (budgets.take(client)) return 'now';
      if (holding >= MAX_HELD) return 'full';
      heldSinceLog++;
      if (clock.now() - logged >= LOG_EVERY_MS) {
        console.warn(
          `documents: a client past its budget, answers held ${PACE_MS} ms (${heldSinceLog} held)`,
        );
        logged = clock.now();
        heldSinceLog = 0;
      }
      holding++;
      try {
        await sleep(PACE_MS);
      } finally {
        holding--;
      }
      return 'held';
    },
  };
}
