/** What a save or delete of the reading room came to (docs/decisions/056-…). */
export type ReadingOutcome<T> =
  | { kind: 'saved'; id: number; version: number }
  | { kind: 'deleted'; id: number }
  | { kind: 'missing' }
  | { kind: 'stale'; current: T }
  | { kind: 'invalid'; fields: Record<string, string> };

/**
 * A conditional write (on the version read) that changed no row: another save or delete came
 * first. The row as it is now makes the outcome stale; gone, it is missing.
 */
export const staleOrMissing = <T>(current: T | null | undefined): ReadingOutcome<T> =>
  current ? { kind: 'stale', current } : { kind: 'missing' };

export const isoOf = (ms: number) => new Date(ms).toISOString();

/** The given fields over `base`: what the body leaves out stays as stored. */
export function mergedValues<V extends object>(base: V, body: Partial<V>): V {
  const values = { ...base };
  for (const key of Object.keys(base) as (keyof V)[]) {
    if (body[key] !== undefined) values[key] = body[key] as V[keyof V];
  }
  return values;
}

export const sameValues = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
