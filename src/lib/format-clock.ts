/**
 * Seconds as a player's clock: 'm:ss', or 'h:mm:ss' past an hour. NaN and negatives read as 0;
 * fractions are dropped. `padMinutes` gives the video player's fixed-width 'mm:ss'.
 */
export function formatClock(seconds: number, { padMinutes = false } = {}): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}:${pad(m)}:${pad(s)}`;
  return `${padMinutes ? pad(m) : m}:${pad(s)}`;
}
