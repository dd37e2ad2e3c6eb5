/**
 * Why a domain rule refused. The HTTP layer (server/http/error-answer.ts) owns the status code
 * each kind becomes; domain code says only what went wrong.
 */
export type DomainErrorKind =
  | 'malformed'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'invalid'
  | 'too-many'
  | 'upstream-failed'
  | 'unavailable';

/** Thrown by domain code; `msg` is the Mongolian text the user sees. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly msg: string,
    /** Whole seconds until a retry can succeed, for kinds that clear with time. */
    readonly retryAfterS?: number,
  ) {
    super(msg);
  }
}

/** 'too-many' with a wait of `retryAfterMs` rounded up to whole seconds (at least 1). */
export function tooMany(msg: string, retryAfterMs: number): DomainError {
  return new DomainError('too-many', msg, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
