import { formatClock } from '../../../lib/format-clock';

/** Seconds as the timeline shows them: `mm:ss`, `h:mm:ss` past an hour. */
export const clockText = (seconds: number) => formatClock(seconds, { padMinutes: true });

/** What an editor types for a moment: `mm:ss`, `h:mm:ss` or plain seconds; null otherwise. */
export function parseClock(text: string): number | null {
  const t = text.trim();
  if (/^\d{1,5}$/.test(t)) return Number(t);
  const parts = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(t);
  if (!parts) return null;
  const [, hours, minutes = '0', seconds = '0'] = parts;
  if (hours !== undefined && Number(minutes) > 59) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}
