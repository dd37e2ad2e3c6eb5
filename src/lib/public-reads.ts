import type { HandedRead } from '@contract/handed-reads';

/*
 * Who wants to hear of the public reads the API client makes as a guest (decision 044): the
 * first-view renderer, which hands its answers to the page, and the page until the service
 * worker controls it, which hands them on to the worker. Nobody else: a signed-in read or a
 * private route is never reported.
 */
export interface PublicReadWatcher {
  /** Asked as a read is sent: whether its answer should be reported. */
  wants(): boolean;
  seen(read: HandedRead): void;
}

let watcher: PublicReadWatcher | null = null;

export function watchPublicReads(next: PublicReadWatcher | null): void {
  watcher = next;
}

/** The watcher that wants this read, asked when it is sent. */
export function publicReadWatcher(): PublicReadWatcher | null {
  return watcher?.wants() ? watcher : null;
}
