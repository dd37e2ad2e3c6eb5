import { NotEnoughSpaceError } from '../errors';

/** Room kept free beside a download: the browser's own estimate is coarse. */
const MARGIN = 1.05;

export interface SpaceEstimate {
  usage: number | null;
  quota: number | null;
}

export async function estimateSpace(): Promise<SpaceEstimate> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/** Throws NotEnoughSpaceError when the origin's quota cannot take `bytes` more. */
export async function ensureSpace(bytes: number): Promise<void> {
  const { usage, quota } = await estimateSpace();
  if (usage === null || quota === null) return;
  const needed = Math.ceil(bytes * MARGIN);
  const available = Math.max(0, quota - usage);
  if (needed > available) throw new NotEnoughSpaceError(needed, available);
}

/**
 * Asks the browser not to evict the origin's storage under pressure, with the first download:
 * a person who downloads expects it to be there on the bus. A refusal changes nothing else.
 */
export async function askToPersist(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted().catch(() => false)) return true;
  return navigator.storage.persist().catch(() => false);
}

export async function isPersisted(): Promise<boolean> {
  return (await navigator.storage?.persisted?.().catch(() => false)) ?? false;
}
