/**
 * `promise`'s answer, or null when it takes longer than `ms` (the network's answer left to come
 * later is not waited for); a rejection passes through.
 */
export function within<T>(ms: number, promise: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
