import { describe, expect, it } from 'vitest';
import { ingestFlowMessages } from '../../contract/studio/ingest-flow';
import { plainFailure } from '../../server/ingest/ingest-failure';
import { FfmpegError } from '../../server/ingest/transcode-ffmpeg';

const say = ingestFlowMessages.failed;

describe("a failed ingest job's reason in plain words", () => {
  it("names a full disk, with ffmpeg's last line", () => {
    const error = new FfmpegError(
      'ffmpeg exited with 1',
      1,
      'frame=  100\n[dash @ 0x1] chunk-v480-00003.m4s: No space left on device\n',
    );
    expect(plainFailure(error)).toBe(
      `${say.diskFull} (ffmpeg: [dash @ 0x1] chunk-v480-00003.m4s: No space left on device)`,
    );
  });

  it('names a damaged source', () => {
    const error = new FfmpegError('x', 1, '[h264 @ 0x2] Invalid NAL unit size (1234 > 99).\n');
    expect(plainFailure(error)).toMatch(new RegExp(`^${say.damaged}`));
  });

  it('names a killed ffmpeg as stopped, and a missing source as gone', () => {
    expect(plainFailure(new FfmpegError('killed', null, ''))).toBe(
      `${say.stopped} (ffmpeg: killed)`,
    );
    const gone = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
    expect(plainFailure(gone)).toBe(`${say.sourceGone} (ffmpeg: ENOENT: no such file)`);
  });

  it('says something plain for the rest', () => {
    expect(plainFailure(new FfmpegError('x', 1, 'Unknown thing\n'))).toBe(
      `${say.other} (ffmpeg: Unknown thing)`,
    );
  });
});
