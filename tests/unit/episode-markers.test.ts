import { describe, expect, it } from 'vitest';
import { markerMessages, markerProblems } from '../../contract/studio/episode-markers';
import { clockText, parseClock } from '../../src/studio/rooms/catalogue/clock-text';

const none = { recap: null, intro: null, credits: null };

describe('the skippable parts rule (decision 066)', () => {
  it('accepts parts in order within the episode, credits running to the end', () => {
    expect(
      markerProblems(
        {
          recap: { start_sec: 0, end_sec: 40 },
          intro: { start_sec: 40, end_sec: 70 },
          credits: { start_sec: 1300, end_sec: null },
        },
        1400,
      ),
    ).toEqual({});
  });

  it('names an end before its start, a part past the duration, and overlaps', () => {
    expect(markerProblems({ ...none, intro: { start_sec: 90, end_sec: 30 } }, 600)).toEqual({
      'intro.end_sec': markerMessages.endBeforeStart,
    });
    expect(markerProblems({ ...none, intro: { start_sec: 500, end_sec: 700 } }, 600)).toEqual({
      'intro.end_sec': markerMessages.pastDuration,
    });
    expect(
      markerProblems(
        {
          recap: { start_sec: 0, end_sec: 60 },
          intro: { start_sec: 50, end_sec: 80 },
          credits: { start_sec: 75, end_sec: null },
        },
        600,
      ),
    ).toEqual({
      'intro.start_sec': markerMessages.overlaps('recap'),
      'credits.start_sec': markerMessages.overlaps('intro'),
    });
    expect(markerProblems({ ...none, recap: { start_sec: 0, end_sec: 5 } }, 0)).toEqual({
      'recap.start_sec': markerMessages.durationFirst,
    });
  });
});

describe('the timeline clock text', () => {
  it('reads mm:ss, h:mm:ss and seconds, and refuses anything else', () => {
    expect(parseClock('01:05')).toBe(65);
    expect(parseClock('1:02:03')).toBe(3723);
    expect(parseClock(' 95 ')).toBe(95);
    expect(parseClock('1:75')).toBeNull();
    expect(parseClock('1:60:00')).toBeNull();
    expect(parseClock('abc')).toBeNull();
    expect(parseClock('')).toBeNull();
    expect(clockText(65)).toBe('01:05');
  });
});
