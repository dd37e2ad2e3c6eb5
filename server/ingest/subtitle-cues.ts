import { subtitleMessages as say } from '../../contract/studio/subtitle-messages';
import { cleanCueLine } from './subtitle-cue-text';

/*
 * SRT and WebVTT read into cues, checking what the player depends on (decision 061): every
 * timing well formed, not negative, ending after it starts and within the video, the text free
 * of refused markup. The first problem ends the reading, named by its line.
 */

export interface Cue {
  startS: number;
  endS: number;
  /** WebVTT cue settings kept from a WebVTT file (line, position, align…). */
  settings: string;
  /** Lines of WebVTT cue text, cleaned. */
  lines: string[];
}

export interface SubtitleRefusal {
  message: string;
  /** The line of the first problem, 1-based; null for the file as a whole. */
  line: number | null;
  detail: string;
}

export type SubtitleFormat = 'srt' | 'vtt';

/** A cue may end this long after the video's duration: containers and subtitles round differently. */
const PAST_END_SLACK_S = 1;

const SRT_TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{1,3})$/;
const VTT_TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const SETTING = /^(vertical|line|position|size|align|region):\S+$/;

interface Line {
  n: number;
  text: string;
}

function seconds(value: string, format: SubtitleFormat): number | null {
  const parts = (format === 'srt' ? SRT_TIME : VTT_TIME).exec(value);
  if (!parts) return null;
  const [, hours, minutes, secs, fraction] = parts;
  return (
    Number(hours ?? 0) * 3600 +
    Number(minutes) * 60 +
    Number(secs) +
    Number(fraction!.padEnd(3, '0')) / 1000
  );
}

function blocksOf(lines: Line[]): Line[][] {
  const blocks: Line[][] = [];
  let current: Line[] = [];
  for (const line of lines) {
    if (line.text.trim() === '') {
      if (current.length > 0) blocks.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) blocks.push(current);
  return blocks;
}

const minutesOf = (s: number) =>
  `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export function readCues(
  text: string,
  durationS: number | undefined,
): { format: SubtitleFormat; cues: Cue[] } | SubtitleRefusal {
  const lines = text.split(/\r\n|\r|\n/).map((line, i) => ({ n: i + 1, text: line }));
  const format: SubtitleFormat = /^WEBVTT(?:[ \t].*)?$/.test(lines[0]?.text ?? '') ? 'vtt' : 'srt';
  const blocks = blocksOf(lines);
  if (format === 'vtt') blocks.shift();
  if (blocks.length === 0) return { message: say.noCues, line: null, detail: 'no blocks' };

  const cues: Cue[] = [];
  for (const block of blocks) {
    const first = block[0]!;
    // WebVTT's comments, style sheets and regions are not cues; the player draws its own look.
    if (format === 'vtt' && /^(NOTE|STYLE|REGION)(\s|$)/.test(first.text)) continue;
    const timingAt = first.text.includes('-->') ? 0 : 1;
    const timing = block[timingAt];
    if (!timing || !timing.text.includes('-->')) {
      const n = timing?.n ?? first.n;
      return { message: say.notSubtitle(n), line: n, detail: 'no timing line' };
    }
    const parsed = /^\s*(\S+)\s+-->\s+(\S+)(.*)$/.exec(timing.text);
    const [startText, endText, rest] = [parsed?.[1] ?? '', parsed?.[2] ?? '', parsed?.[3] ?? ''];
    if (startText.startsWith('-') || endText.startsWith('-')) {
      return { message: say.negativeTime(timing.n), line: timing.n, detail: timing.text };
    }
    const startS = seconds(startText, format);
    const endS = seconds(endText, format);
    if (!parsed || startS === null || endS === null) {
      return { message: say.badTime(timing.n), line: timing.n, detail: timing.text };
    }
    if (endS <= startS) {
      return { message: say.endBeforeStart(timing.n), line: timing.n, detail: timing.text };
    }
    if (durationS !== undefined && (startS >= durationS || endS > durationS + PAST_END_SLACK_S)) {
      return {
        message: say.pastVideo(timing.n, minutesOf(durationS)),
        line: timing.n,
        detail: `${timing.text} past ${durationS} s`,
      };
    }
    const cleaned: string[] = [];
    for (const line of block.slice(timingAt + 1)) {
      if (line.text.includes('-->')) {
        return { message: say.arrowInText(line.n), line: line.n, detail: line.text };
      }
      const clean = cleanCueLine(line.text);
      if (clean === null) {
        return { message: say.unsafeMarkup(line.n), line: line.n, detail: line.text };
      }
      if (clean.trim() !== '') cleaned.push(clean);
    }
    // A timing with no words shows nothing: it is left out rather than refused.
    if (cleaned.length === 0) continue;
    const settings =
      format === 'vtt'
        ? rest
            .trim()
            .split(/\s+/)
            .filter((setting) => SETTING.test(setting))
            .join(' ')
        : '';
    cues.push({ startS, endS, settings, lines: cleaned });
  }
  if (cues.length === 0) return { message: say.noCues, line: null, detail: 'no cue with text' };
  return { format, cues };
}
