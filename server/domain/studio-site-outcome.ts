/** A versioned save of the site room (decision 058): saved, no such row, or stale with what is stored. */
export type VersionedOutcome<T> =
  | { kind: 'saved'; id: number; version: number }
  | { kind: 'missing' }
  | { kind: 'stale'; current: T };
