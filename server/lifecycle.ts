/**
 * What the process is doing, shared by main.ts (which drains on a stop signal) and /readyz
 * (which tells the load balancer to send nothing new while it does).
 */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
