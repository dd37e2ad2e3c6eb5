import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectMediaTools, listedNames, mediaToolsLine } from '../../server/ingest/media-tools';

/* Decision 061: ingest is on only with ffmpeg and ffprobe on PATH and every feature it uses. */

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-tools-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A folder holding the real ffprobe and an `ffmpeg` that is a script answering `listing`. */
function fakeFfmpeg(name: string, muxers: string): string {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir);
  fs.symlinkSync('/usr/bin/ffprobe', path.join(dir, 'ffprobe'));
  const script = [
    '#!/bin/sh',
    'case "$2" in',
    "  -encoders) printf ' V....D libx264  H.264\\n A....D aac  AAC\\n' ;;",
    `  -muxers) printf '${muxers}' ;;`,
    "  -filters) printf ' ... loudnorm  A->A  EBU R128\\n' ;;",
    'esac',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'ffmpeg'), script, { mode: 0o755 });
  return dir;
}

describe('detectMediaTools', () => {
  it("finds Debian's ffmpeg with everything ingest needs", async () => {
    const tools = await detectMediaTools(`/nonexistent:${process.env.PATH ?? ''}`);
    expect(tools).toMatchObject({ on: true, ffmpeg: expect.stringMatching(/\/ffmpeg$/) });
    expect(mediaToolsLine(tools)).toMatch(/^media ingest on: ffmpeg \S+ at \//);
  });

  it('is off with the missing muxer named when this ffmpeg lacks chromaprint', async () => {
    const dir = fakeFfmpeg('no-chromaprint', '  E dash  DASH Muxer\\n  E mp4  MP4\\n');
    const tools = await detectMediaTools(dir);
    expect(tools).toEqual({
      on: false,
      why: { lacking: [{ kind: 'muxer', name: 'chromaprint' }] },
    });
    expect(mediaToolsLine(tools)).toBe(
      "media ingest off: this ffmpeg lacks muxer chromaprint; install Debian's ffmpeg package",
    );
  });

  it('is on with the same script once it lists every feature', async () => {
    const dir = fakeFfmpeg('complete', '  E dash  DASH\\n  E chromaprint  Chromaprint\\n');
    expect(await detectMediaTools(dir)).toMatchObject({ on: true });
  });

  it('is off without ffprobe, and ignores a file that is not executable', async () => {
    const dir = path.join(scratch, 'only-ffmpeg');
    fs.mkdirSync(dir);
    fs.symlinkSync('/usr/bin/ffmpeg', path.join(dir, 'ffmpeg'));
    fs.writeFileSync(path.join(dir, 'ffprobe'), 'not a program', { mode: 0o644 });
    expect(await detectMediaTools(dir)).toEqual({
      on: false,
      why: { missing: 'ffprobe', searched: dir },
    });
  });

  it('is off when ffmpeg is there but does not run', async () => {
    const dir = path.join(scratch, 'broken');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'ffmpeg'), '#!/bin/sh\nexit 3\n', { mode: 0o755 });
    fs.symlinkSync('/usr/bin/ffprobe', path.join(dir, 'ffprobe'));
    const tools = await detectMediaTools(dir);
    expect(tools).toEqual({ on: false, why: { broken: 'ffmpeg', reason: 'exit code 3' } });
  });
});

describe('listedNames', () => {
  it('reads the name after the flags and skips the legend', () => {
    const listing = ' V..... = Video\n ------\n V....D libx264  H.264 (codec h264)\n';
    expect([...listedNames(listing)]).toEqual(['libx264']);
  });
});
