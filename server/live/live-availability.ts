import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * When the packager's segments are really there (issue 28: every segment request answered 200).
 * ffmpeg's dash muxer stamps availabilityStartTime (AST) with the wall clock of its first packet
 * and announces, through a template without a timeline, segment N at AST + N × 2 s. dash.js asks
 * for each segment the moment that time passes (its liveDelay holds the playhead back, not the
 * requests: the buffer is never full that close to the edge). ffmpeg writes segment N only when
 * the key frame that starts N + 1 has gone through decoding, the ladder's encoders and the muxer;
 * it is early only by the input it buffered before its first packet (~0.5 s of probing). A busy
 * machine (the bench: a 720p encoder, two renditions at veryfast and Chromium on two cores) makes
 * the packager fall further behind than that, and every viewer then asks for segments not yet
 * written: 404s, retried. So the manifest a viewer gets is anchored to the packager's real
 * progress: AST moves later by how far the newest segment on disk came after its announced time,
 * plus a margin for one segment's jitter. A packager on time leaves AST as ffmpeg wrote it.
 */

/** How much later than the newest segment's pace the next one may come and still be asked after. */
export const WRITE_MARGIN_MS = 500;
/** How far back to look for the newest segment: a packager more behind than this is not live. */
const LOOK_BACK_SEGMENTS = 15;

export interface SegmentWritten {
  /** The segment's number in the template ($Number$). */
  number: number;
  /** When its file was renamed into place (its mtime), ms since epoch. */
  writtenAt: number;
}

export interface TemplateTiming {
  availabilityStart: number;
  segmentMs: number;
  startNumber: number;
  representations: string[];
}

/** The timing of a dynamic manifest with a number template, or null (static, or a timeline). */
export function templateTiming(xml: string): TemplateTiming | null {
  const ast = /<MPD\b[^>]*\bavailabilityStartTime="([^"]+)"/.exec(xml)?.[1];
  const template = /<SegmentTemplate\b[^>]*>/.exec(xml)?.[0];
  if (!ast || !template || !/\btype="dynamic"/.test(xml)) return null;
  const attr = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(template)?.[1]);
  const segmentMs = (attr('duration') / (attr('timescale') || 1)) * 1000;
  const availabilityStart = Date.parse(ast);
  if (!Number.isFinite(segmentMs) || segmentMs <= 0 || !Number.isFinite(availabilityStart)) {
    return null;
  }
  const representations = [...xml.matchAll(/<Representation\b[^>]*\bid="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return { availabilityStart, segmentMs, startNumber: attr('startNumber') || 1, representations };
}

/**
 * The AST to announce: ffmpeg's, or later when the newest segment came after its announced time,
 * so the next segment is asked for no sooner than WRITE_MARGIN_MS after it should be written.
 * Segment N (from startNumber) ends, and is announced, at AST + (N − startNumber + 1) × duration.
 */
export function anchoredStart(timing: TemplateTiming, newest: SegmentWritten | null): number {
  if (!newest) return timing.availabilityStart;
  const ends = (newest.number - timing.startNumber + 1) * timing.segmentMs;
  return Math.max(timing.availabilityStart, newest.writtenAt - ends + WRITE_MARGIN_MS);
}

/**
 * The newest segment on disk and when it was written (the latest of its renditions' files), by
 * stat around the number the clock announces: a few stats per manifest, never a folder listing
 * (a 2 h window holds thousands of files).
 */
export async function newestSegment(
  folder: string,
  prefix: string,
  timing: TemplateTiming,
  now: number,
): Promise<SegmentWritten | null> {
  const announced =
    Math.floor((now - timing.availabilityStart) / timing.segmentMs) + timing.startNumber - 1;
  const name = (rep: string, n: number) => `${prefix}-${rep}-${String(n).padStart(5, '0')}.m4s`;
  // The packager may be ahead of the clock by its probing: start one past the announced one.
  for (
    let n = announced + 1;
    n >= Math.max(timing.startNumber, announced - LOOK_BACK_SEGMENTS);
    n -= 1
  ) {
    const times = await Promise.all(
      timing.representations.map((rep) =>
        fs.stat(path.join(folder, name(rep, n))).then(
          (s) => Math.round(s.mtimeMs),
          () => null,
        ),
      ),
    );
    const written = times.filter((t): t is number => t !== null);
    if (written.length > 0) return { number: n, writtenAt: Math.max(...written) };
  }
  return null;
}
