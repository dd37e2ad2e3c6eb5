import { formatClock } from '@/lib/format-clock';
import { podcastTexts } from './texts';

/** 2530 -> '42:10', 3723 -> '1:02:03': the clock form a player shows. */
export const clockDuration = (totalSec: number): string => formatClock(Math.round(totalSec));

/** For `<time dateTime>`: ISO 8601 duration, e.g. 'PT42M10S'. */
export function isoDuration(totalSec: number): string {
  const sec = Math.max(0, Math.round(totalSec));
  return `PT${Math.floor(sec / 3600)}H${Math.floor((sec % 3600) / 60)}M${sec % 60}S`;
}

/** 9300 -> '2 цаг 35 мин': a total that reads well in a sentence. */
export function wordsDuration(totalSec: number): string {
  const min = Math.round(Math.max(0, totalSec) / 60);
  const h = Math.floor(min / 60);
  const m = min % 60;
  if (h === 0) return podcastTexts.minutes(m);
  return m === 0 ? podcastTexts.hours(h) : `${podcastTexts.hours(h)} ${podcastTexts.minutes(m)}`;
}
