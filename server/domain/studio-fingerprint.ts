import { createHash } from 'node:crypto';

/**
 * The version of something without a version column (a slide set, a programme): a short hash of
 * what was read. A save naming another one was made on values someone has since changed
 * (docs/decisions/057-studio-home-and-schedule.md).
 */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 20);
}

/** The stored order after moving one row a place; the same ids when it is already at the edge. */
export function movedOrder(ids: number[], id: number, direction: 'up' | 'down'): number[] {
  const order = [...ids];
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}
