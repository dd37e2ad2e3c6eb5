/**
 * One chunk per PATCH. The server keeps every byte it received even from a cut PATCH, so a cut
 * costs at most this much sent again; small enough for a proxy's body limit, large enough that an
 * 8 GB film is a thousand requests, not a hundred thousand.
 */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/** Retries after a cut: quick at first, then every 10 s for about five minutes. */
export const RETRY_DELAYS = [0, 1000, 2000, 3000, 5000, 5000, ...Array<number>(28).fill(10_000)];
