/** Retries after a cut: quick at first, then every 10 s for about five minutes. */
export const RETRY_DELAYS = [0, 1000, 2000, 3000, 5000, 5000, ...Array<number>(28).fill(10_000)];
