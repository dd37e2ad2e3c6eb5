/** A day of video is more than any title here; a larger `t` is junk, not a moment. */
const MAX_START_SECONDS = 86_400;

/**
 * The moment a shared link starts at (`?t=` in whole seconds, docs/product.md §2 Share), or
 * undefined for anything else: the player then resumes as usual. The router's parser hands
 * `t=42` over as a number and `t=abc` as a string.
 */
export function sharedStart(t: unknown): number | undefined {
  const seconds = typeof t === 'string' && /^\d+$/.test(t) ? Number(t) : t;
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds)) return undefined;
  return seconds > 0 && seconds <= MAX_START_SECONDS ? seconds : undefined;
}
