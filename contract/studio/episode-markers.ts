/*
 * The rule for an episode's skippable parts (recap, intro, credits), zod-free so the server's
 * save and the studio's timeline read the same one (docs/decisions/066-intro-suggestion.md).
 * A part lies within the episode, ends after it starts, and does not overlap another: the
 * player shows one skip button at a time and a skip must land outside every part.
 */

export const MARKER_NAMES = ['recap', 'intro', 'credits'] as const;
export type MarkerName = (typeof MARKER_NAMES)[number];

/** The parts' names as the editor reads them. */
export const markerLabels: Record<MarkerName, string> = {
  recap: 'Өмнөх ангийн тойм',
  intro: 'Эхлэлийн дуу',
  credits: 'Төгсгөлийн титр',
};

export const markerMessages = {
  durationFirst: 'Хэсгийг тэмдэглэхийн өмнө ангийн үргэлжлэх хугацааг оруулна уу!',
  endBeforeStart: 'Дуусах цаг нь эхлэх цагаас хойно байх ёстой!',
  pastDuration: 'Ангийн үргэлжлэх хугацаанаас хэтэрч байна!',
  overlaps: (other: MarkerName) => `«${markerLabels[other]}» хэсэгтэй давхцаж байна!`,
} as const;

/** Credits may run to the end (`end_sec` null); recap and intro always have an end. */
export type MarkerRange = { start_sec: number; end_sec: number | null } | null;
export type MarkerRanges = Record<MarkerName, MarkerRange>;

/** Field path (`intro.end_sec`) → message, empty when the parts are right. */
export function markerProblems(ranges: MarkerRanges, durationSec: number): Record<string, string> {
  const fields: Record<string, string> = {};
  const checked: { name: MarkerName; start: number; end: number }[] = [];
  for (const name of MARKER_NAMES) {
    const m = ranges[name];
    if (m === null) continue;
    if (durationSec === 0) {
      fields[`${name}.start_sec`] = markerMessages.durationFirst;
      continue;
    }
    let fine = true;
    if (m.start_sec >= durationSec) {
      fields[`${name}.start_sec`] = markerMessages.pastDuration;
      fine = false;
    }
    if (m.end_sec !== null && m.end_sec <= m.start_sec) {
      fields[`${name}.end_sec`] = markerMessages.endBeforeStart;
      fine = false;
    } else if (m.end_sec !== null && m.end_sec > durationSec) {
      fields[`${name}.end_sec`] = markerMessages.pastDuration;
      fine = false;
    }
    if (fine) checked.push({ name, start: m.start_sec, end: m.end_sec ?? durationSec });
  }
  // Only parts that are right on their own are compared, so one mistake gives one message.
  checked.sort((a, b) => a.start - b.start);
  for (let i = 1; i < checked.length; i += 1) {
    const before = checked[i - 1];
    const part = checked[i];
    if (before && part && part.start < before.end) {
      fields[`${part.name}.start_sec`] = markerMessages.overlaps(before.name);
    }
  }
  return fields;
}
