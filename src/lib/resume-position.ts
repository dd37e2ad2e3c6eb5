/*
 * When a saved position is worth offering "continue": the watch page's resume prompt and the
 * detail page's play button ask by the same rule, so the two never disagree.
 */

/** Shorter than this, or this close to the end, a title simply starts over (a tenth of a short clip). */
const MIN_RESUME_SEC = 5;
const END_MARGIN_SEC = 10;

/** Worth offering "continue": past the first seconds and not at the credits. */
export function resumablePosition(position: number, duration: number): number | null {
  const start = duration > 0 ? Math.min(MIN_RESUME_SEC, duration * 0.1) : MIN_RESUME_SEC;
  const margin = Math.min(END_MARGIN_SEC, duration * 0.1);
  if (!(position >= start)) return null;
  if (duration > 0 && position >= duration - margin) return null;
  return Math.floor(position);
}
