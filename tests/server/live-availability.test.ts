import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rewriteLiveManifest } from '../../server/domain/live-manifest';
import {
  anchoredStart,
  newestSegment,
  templateTiming,
  WRITE_MARGIN_MS,
} from '../../server/live/live-availability';

/*
 * No segment announced before the packager writes it (issue 28: every segment request 200; the
 * bench saw 404s for segments dash.js asked for before ffmpeg had written them). The packager's
 * manifest as ffmpeg 5.1 writes it while live (a number template, no timeline); its segment files
 * are empty stand-ins whose mtimes say when "the packager" renamed them into place. dash.js asks
 * for segment N at AST + (N − startNumber + 1) × duration (its `_isSegmentAvailable`): the tests
 * compute the same from the manifest the viewer gets.
 */

const AST = Date.parse('2026-11-29T18:00:00.000Z');
const PREFIX = 'savail0001';

const manifest = (ast = '2026-11-29T18:00:00.000Z') => `<?xml version="1.0" encoding="utf-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" profiles="urn:mpeg:dash:profile:isoff-live:2011" type="dynamic" minimumUpdatePeriod="PT500S" suggestedPresentationDelay="PT2S" availabilityStartTime="${ast}" publishTime="2026-11-29T18:01:00.000Z" timeShiftBufferDepth="PT2H0M0.0S" maxSegmentDuration="PT2.0S" minBufferTime="PT4.0S">
	<Period id="0" start="PT0.0S">
		<AdaptationSet id="0" contentType="video" startWithSAP="1" segmentAlignment="true" bitstreamSwitching="true">
			<Representation id="0" mimeType="video/mp4" codecs="avc1.42c01e" bandwidth="1000000" width="854" height="480">
				<SegmentTemplate timescale="1000000" duration="2000000" initialization="${PREFIX}-init-$RepresentationID$.m4s" media="${PREFIX}-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
				</SegmentTemplate>
			</Representation>
		</AdaptationSet>
		<AdaptationSet id="1" contentType="audio" startWithSAP="1" segmentAlignment="true" bitstreamSwitching="true">
			<Representation id="1" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="128000" audioSamplingRate="48000">
				<SegmentTemplate timescale="1000000" duration="2000000" initialization="${PREFIX}-init-$RepresentationID$.m4s" media="${PREFIX}-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
				</SegmentTemplate>
			</Representation>
		</AdaptationSet>
	</Period>
</MPD>
`;

let folder: string | null = null;
afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = null;
});

/** Segments 1…last of both renditions, segment N renamed into place at AST + N × 2 s + lag(N). */
function packagerWrote(last: number, lagMs: (n: number) => number): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-live-avail-'));
  for (let n = 1; n <= last; n += 1) {
    for (const rep of ['0', '1']) {
      const file = path.join(folder, `${PREFIX}-${rep}-${String(n).padStart(5, '0')}.m4s`);
      fs.writeFileSync(file, '');
      const at = (AST + n * 2000 + lagMs(n)) / 1000;
      fs.utimesSync(file, at, at);
    }
  }
  return folder;
}

/** The manifest a viewer gets at `now`, as the route makes it, and when dash.js asks for `n`. */
async function served(dir: string, now: number) {
  const xml = manifest();
  const timing = templateTiming(xml)!;
  const availabilityStart = anchoredStart(timing, await newestSegment(dir, PREFIX, timing, now));
  const out = rewriteLiveManifest(xml, { baseUrl: '/media/free/l5/', now, availabilityStart });
  const ast = Date.parse(/availabilityStartTime="([^"]+)"/.exec(out)![1]!);
  return { ast, askedAt: (n: number) => ast + n * 2000 };
}

describe('segments announced no sooner than the packager writes them', () => {
  it('reads the template timing of a live manifest, and none of a static one', () => {
    expect(templateTiming(manifest())).toEqual({
      availabilityStart: AST,
      segmentMs: 2000,
      startNumber: 1,
      representations: ['0', '1'],
    });
    expect(templateTiming(manifest().replace('type="dynamic"', 'type="static"'))).toBeNull();
  });

  it("leaves ffmpeg's availabilityStartTime when the packager is ahead of the clock", async () => {
    // As measured on a quiet machine: each segment renamed ~0.5 s before its announced time.
    const dir = packagerWrote(20, () => -500);
    const { ast } = await served(dir, AST + 20 * 2000 + 100);
    expect(ast).toBe(AST);
  });

  it('moves it later when the packager fell behind, so the next segment is asked for after it is written', async () => {
    // A busy machine: the packager 1.3 s behind its announced times, and the next segment (21)
    // coming one segment after the newest, as the packager's pace makes it.
    const lag = 1300;
    const dir = packagerWrote(20, () => lag);
    const now = AST + 21 * 2000 + 200;
    const nextWritten = AST + 21 * 2000 + lag;
    // ffmpeg's own anchor announces 21 before it exists: the 404s the bench saw.
    expect(AST + 21 * 2000).toBeLessThan(nextWritten);
    const { ast, askedAt } = await served(dir, now);
    expect(askedAt(21)).toBeGreaterThanOrEqual(nextWritten + WRITE_MARGIN_MS);
    // Everything written is still announced: the live edge stays where the files are.
    expect(askedAt(20)).toBeLessThanOrEqual(AST + 20 * 2000 + lag + WRITE_MARGIN_MS);
    expect(ast - AST).toBe(lag + WRITE_MARGIN_MS);
  });

  it('finds the newest segment by its number, several segments behind the clock', async () => {
    const dir = packagerWrote(12, () => 7000);
    const newest = await newestSegment(dir, PREFIX, templateTiming(manifest())!, AST + 19 * 2000);
    expect(newest).toEqual({ number: 12, writtenAt: AST + 12 * 2000 + 7000 });
  });

  it('leaves the anchor alone with no segment on disk yet', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-live-avail-'));
    const { ast } = await served(folder, AST + 10_000);
    expect(ast).toBe(AST);
  });
});
