import { describe, expect, it } from 'vitest';
import {
  firstSegmentName,
  liveLadder,
  packagerArgs,
  type PackagerPlan,
} from '../../server/live/ingest/packager-args';
import { frameRateOfMetadata, spsOfSequenceHeader } from '../../server/live/ingest/flv-feed';
import { keyOf } from '../../server/live/ingest/publish-guard';
import { newStreamKey, STREAM_KEY_PATTERN, streamKeyHash } from '../../server/live/stream-key';

/* The ingest node's pure parts: the packager's ffmpeg arguments, FLV header reads, keys. */

const plan = (
  source: PackagerPlan['source'],
  recordingFile: string | null = '/r/s1.ts',
): PackagerPlan => ({
  source,
  prefix: 's1',
  outDir: '/m/free/l7',
  recordingFile,
  preset: 'veryfast',
});

const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('the live packager arguments', () => {
  it('makes the 062 ladder for the source, never above it', () => {
    const sizes = (w: number, h: number) =>
      liveLadder({ width: w, height: h }).map((r) => `${r.width}x${r.height}`);
    expect(sizes(1920, 1080)).toEqual(['854x480', '1280x720', '1920x1080']);
    expect(sizes(1280, 720)).toEqual(['854x480', '1280x720']);
    expect(sizes(320, 180)).toEqual(['320x180']);
  });

  it('encodes each rung with a key frame every 2 s into live DASH with 2 s segments and a 2 h window', () => {
    const source = { width: 1280, height: 720, hasAudio: true };
    const args = packagerArgs(plan(source), liveLadder(source));
    expect(after(args, '-filter_complex')).toBe(
      '[0:v:0]split=2[s0][s1];[s0]scale=854:480,setdar=16/9,format=yuv420p[v0];[s1]scale=1280:720,setdar=16/9,format=yuv420p[v1]',
    );
    expect(after(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    expect(after(args, '-tune')).toBe('zerolatency');
    expect(after(args, '-seg_duration')).toBe('2');
    expect(after(args, '-window_size')).toBe('3600');
    expect(after(args, '-adaptation_sets')).toBe('id=0,streams=v id=1,streams=2');
    expect(after(args, '-media_seg_name')).toBe('s1-$RepresentationID$-$Number%05d$.m4s');
    expect(args).toContain('/m/free/l7/s1.mpd');
    expect(args).not.toContain('-streaming');
    expect(args).not.toContain('-ldash');
    expect(firstSegmentName('s1')).toBe('s1-0-00001.m4s');
  });

  it('keeps the source as MPEG-TS, copied, only when the channel records', () => {
    const source = { width: 320, height: 180, hasAudio: true };
    const recorded = packagerArgs(plan(source), liveLadder(source));
    expect(recorded.slice(-10)).toEqual([
      '/m/free/l7/s1.mpd',
      '-map',
      '0:v:0',
      '-map',
      '0:a:0',
      '-c',
      'copy',
      '-f',
      'mpegts',
      '/r/s1.ts',
    ]);
    const unrecorded = packagerArgs(plan(source, null), liveLadder(source));
    expect(unrecorded).not.toContain('mpegts');
    expect(unrecorded.at(-1)).toBe('/m/free/l7/s1.mpd');
  });

  it('names no audio for a video-only encoder (ffmpeg would otherwise fail on an empty set)', () => {
    const source = { width: 320, height: 180, hasAudio: false };
    const args = packagerArgs(plan(source), liveLadder(source));
    expect(args).not.toContain('0:a:0');
    expect(args).not.toContain('-c:a');
    expect(after(args, '-adaptation_sets')).toBe('id=0,streams=v');
  });
});

describe('reading the FLV sequence header and metadata', () => {
  it('finds the SPS inside an AVCDecoderConfigurationRecord', () => {
    const sps = Buffer.from('6742c00cda05067e7c0440000003004000000ca3c50aa8', 'hex');
    const record = Buffer.concat([
      Buffer.from([0x17, 0, 0, 0, 0]),
      Buffer.from([1, 0x42, 0xc0, 0x0c, 0xff, 0xe1]),
      Buffer.from([0, sps.length]),
      sps,
      Buffer.from([1, 0, 4, 0x68, 0xce, 0x0f, 0xc8]),
    ]);
    expect(spsOfSequenceHeader(record)).toEqual(sps);
    expect(spsOfSequenceHeader(record.subarray(0, 10))).toBeNull();
  });

  it('reads the frame rate an encoder announces in onMetaData', () => {
    const value = Buffer.alloc(8);
    value.writeDoubleBE(25);
    const meta = Buffer.concat([Buffer.from('\u0000\u0009framerate\u0000', 'latin1'), value]);
    expect(frameRateOfMetadata(meta)).toBe(25);
    expect(frameRateOfMetadata(Buffer.from('nothing'))).toBeNull();
  });
});

describe('stream keys', () => {
  it('are 32 base32 characters, fresh each time, stored only as a hash', () => {
    const key = newStreamKey();
    expect(key).toMatch(STREAM_KEY_PATTERN);
    expect(newStreamKey()).not.toBe(key);
    expect(streamKeyHash(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(streamKeyHash(key)).not.toContain(key);
  });

  it('are only taken from the `live` app', () => {
    const key = newStreamKey();
    expect(keyOf('live', key)).toBe(key);
    expect(keyOf('app', key)).toBeNull();
    expect(keyOf('live', `${key}/../x`)).toBeNull();
    expect(keyOf('live', undefined)).toBeNull();
  });
});
