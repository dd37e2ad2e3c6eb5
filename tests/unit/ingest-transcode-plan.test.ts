import { describe, expect, it } from 'vitest';
import { normaliseLanguage, planAudioTracks } from '../../server/ingest/transcode-languages';
import { aspectRatio, outputFrameRate, planLadder } from '../../server/ingest/transcode-ladder';
import {
  percentOf,
  progressParser,
  type ProgressBlock,
} from '../../server/ingest/transcode-progress';

/* The transcoder's pure planning: the ladder, languages and ffmpeg's progress lines. */

const sizes = (width: number, height: number, rotation = 0) =>
  planLadder({ width, height, rotation }).map((r) => `${r.name} ${r.width}x${r.height}`);

describe('the rendition ladder', () => {
  it('never goes above the source and keeps one rung for a small one', () => {
    expect(sizes(1920, 1080)).toEqual(['480p 854x480', '720p 1280x720', '1080p 1920x1080']);
    expect(sizes(1280, 720)).toEqual(['480p 854x480', '720p 1280x720']);
    expect(sizes(640, 360)).toEqual(['360p 640x360']);
  });

  it('turns a phone video recorded sideways upright (rotation from the display matrix)', () => {
    expect(sizes(1920, 1080, -90)).toEqual(['480p 480x854', '720p 720x1280', '1080p 1080x1920']);
    expect(aspectRatio({ width: 1920, height: 1080, rotation: 90 })).toBe('9/16');
    expect(sizes(1920, 1080, 180)).toEqual(sizes(1920, 1080));
  });

  it('gives odd sources even sizes', () => {
    expect(sizes(1000, 562)).toEqual(['480p 854x480']);
    expect(sizes(721, 405)).toEqual(['406p 722x406']);
  });

  it('picks the nearest standard constant rate', () => {
    expect(outputFrameRate(29.99)).toBe('30');
    expect(outputFrameRate(19.7)).toBe('24000/1001');
    expect(outputFrameRate(29.97)).toBe('30000/1001');
    expect(outputFrameRate(59.99)).toBe('60');
    expect(outputFrameRate(Number.NaN)).toBe('30');
  });
});

describe('audio languages', () => {
  it('maps container tags to the player codes, untagged to the default, dubs replacing', () => {
    expect(normaliseLanguage('mon', 'mn')).toBe('mn');
    expect(normaliseLanguage('und', 'mn')).toBe('mn');
    expect(normaliseLanguage(null, 'mn')).toBe('mn');
    const tracks = planAudioTracks(
      [
        { index: 0, language: 'mon' },
        { index: 1, language: 'eng' },
        { index: 2, language: 'mn' },
      ],
      [{ file: '/dub.m4a', language: 'eng' }],
      'mn',
    );
    expect(tracks.map((t) => `${t.id}=${t.map}`)).toEqual(['a-mn=0:a:0', 'a-en=1:a:0']);
  });
});

describe("ffmpeg's -progress output", () => {
  it('reads blocks split across chunks into a percent of the duration', () => {
    const blocks: ProgressBlock[] = [];
    const feed = progressParser((b) => blocks.push(b));
    feed('frame=10\nout_time_us=N/A\nprogress=continue\nout_time_us=150');
    feed('00000\nprogress=continue\nout_time_us=30000000\nprogress=end\n');
    expect(blocks.map((b) => percentOf(b, 60))).toEqual([0, 25, 100]);
  });
});
