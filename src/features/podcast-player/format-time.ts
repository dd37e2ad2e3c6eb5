import { formatClock } from '@/lib/format-clock';
import { playerTexts } from './texts';

const whole = (seconds: number) =>
  Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;

/** 65 -> '1:05', 3723 -> '1:02:03': the clock a player shows. */
export const clock = (seconds: number): string => formatClock(seconds);

/** 65 -> '1 минут 5 секунд': what a screen reader says instead of '1:05'. */
export function spoken(seconds: number): string {
  const sec = whole(seconds);
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = sec % 60;
  const parts: string[] = [];
  if (h) parts.push(playerTexts.hours(h));
  if (m) parts.push(playerTexts.minutes(m));
  if (s || parts.length === 0) parts.push(playerTexts.seconds(s));
  return parts.join(' ');
}
