/*
 * The worker's global scope, as far as Workbox's strategies look at it while loading and
 * handling a request: `self`, its `location`, and the event classes it checks arguments against.
 */
export class WorkerEvent {
  readonly pending: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>): void {
    this.pending.push(promise);
  }
}

const scope = globalThis as unknown as Record<string, unknown>;
scope.self = globalThis;
/** Where the tests' worker lives; its development-mode logs name URLs relative to it. */
export const WORKER_ORIGIN = 'https://btv.example';
// Workbox's development logs (this is not the production build) would want a console page.
scope.__WB_DISABLE_DEV_LOGS = true;
scope.location ??= new URL(`${WORKER_ORIGIN}/btv/sw.js`);
scope.ExtendableEvent ??= WorkerEvent;
scope.FetchEvent ??= class FetchEvent extends WorkerEvent {};
