/**
 * Whether an error means the server cannot store anything right now, as opposed to a bug:
 * SQLite's disk full or I/O failure, PostgreSQL's "insufficient resources" class (53100
 * disk_full, 53200 out of memory, 53300 too many connections) and the file system's ENOSPC or
 * quota. None of them is the client's fault and all of them pass, so the answer is 503 with
 * Retry-After rather than a 500.
 */
export function isStorageUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && storageCode(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function storageCode(code: string): boolean {
  return (
    code === 'SQLITE_FULL' ||
    code.startsWith('SQLITE_IOERR') ||
    code === 'ENOSPC' ||
    code === 'EDQUOT' ||
    /^53[0-9A-Z]{3}$/.test(code)
  );
}

/** Seconds a client should wait: long enough for an operator or log rotation to free space. */
export const STORAGE_RETRY_AFTER_S = 30;
