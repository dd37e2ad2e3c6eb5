/**
 * What the process is doing, shared by main.ts (which drains on a stop signal) and /readyz
 * (which tells the load balancer to send nothing new while it does).
 */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
  /**
   * Work that outlives the request that started it (texts queued for the SMS gateway): a stop
   * waits for it before the database closes, or the work would fail half done.
   */
  keepUntilSettled(settled: () => Promise<void>): void;
  /** Resolves once every such piece of work has settled. */
  settled(): Promise<void>;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  const pending: (() => Promise<void>)[] = [];
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    keepUntilSettled(settled) {
      pending.push(settled);
    },
    async settled() {
      await Promise.all(pending.map((settled) => settled()));
    },
  };
}
