import { describe, expect, it } from 'vitest';
import { mediaProbeMessages as say } from '../../contract/studio/media-probe';
import type { MediaProbe } from '../../contract/studio/media-probe';
import { normaliseLanguage } from '../../server/ingest/probe-language';
import { ffprobeOutputSchema, parseProbe } from '../../server/ingest/probe-parse';
import { isIsoMedia, looksLikeText } from '../../server/ingest/probe-sniff';
import { notesOf, refusalOf } from '../../server/ingest/probe-verdict';

/* The pure half of the probe (decision 061): ffprobe's JSON read, and the file judged. */

/** As ffprobe 5.1 prints an iPhone's upright HEVC recording with a cover-less AAC track. */
const iphone = {
  streams: [
    {
      index: 0,
      codec_name: 'hevc',
      codec_type: 'video',
      width: 1920,
      height: 1080,
      r_frame_rate: '30/1',
      avg_frame_rate: '5394000/179911',
      duration: '5.997000',
      start_time: '0.000000',
      disposition: { default: 1, attached_pic: 0 },
      tags: { language: 'und', rotate: '90' },
      side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
    },
    {
      index: 1,
      codec_name: 'aac',
      codec_type: 'audio',
      channels: 2,
      duration: '6.000000',
      tags: { language: 'mon' },
    },
    { index: 2, codec_name: 'mov_text', codec_type: 'subtitle', tags: { language: 'eng' } },
    {
      index: 3,
      codec_name: 'mjpeg',
      codec_type: 'video',
      width: 320,
      height: 320,
      disposition: { attached_pic: 1 },
    },
  ],
  format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '6.000000', start_time: '0' },
  packets: [0, 0.033, 0.066, 0.1, 0.133].map((t) => ({ stream_index: 0, pts_time: String(t) })),
};

const probeOf = (json: unknown, size = 1000) => parseProbe(ffprobeOutputSchema.parse(json), size);

describe('parseProbe', () => {
  it("turns a phone's sideways picture upright and reads languages as the player's codes", () => {
    const { probe, videoEndS, audioEndS } = probeOf(iphone, 12_345);
    expect(probe).toEqual({
      duration_s: 6,
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      size_bytes: 12_345,
      video: {
        index: 0,
        codec: 'hevc',
        width: 1080,
        height: 1920,
        frame_rate: 29.981,
        variable_frame_rate: false,
        rotation: 90,
      },
      audio: [{ index: 1, language: 'mn', codec: 'aac', channels: 2 }],
      subtitles: [{ index: 2, language: 'en', codec: 'mov_text' }],
    });
    expect([videoEndS, audioEndS]).toEqual([5.997, 6]);
  });

  it('takes the old rotate tag when there is no display matrix, and turns -90 the other way', () => {
    const tagged = { ...iphone.streams[0], side_data_list: undefined, tags: { rotate: '270' } };
    expect(probeOf({ ...iphone, streams: [tagged] }).probe.video?.rotation).toBe(270);
    const matrix = { ...tagged, tags: {}, side_data_list: [{ rotation: 90 }] };
    expect(probeOf({ ...iphone, streams: [matrix] }).probe.video?.rotation).toBe(270);
  });

  it('calls irregular frame intervals variable, and falls back to the two rates without packets', () => {
    const jittery = [0, 0.033, 0.1, 0.133, 0.2].map((t) => ({ stream_index: 0, pts_time: t }));
    expect(probeOf({ ...iphone, packets: jittery }).probe.video?.variable_frame_rate).toBe(true);
    const noPackets = { ...iphone, packets: [] };
    expect(probeOf(noPackets).probe.video?.variable_frame_rate).toBe(false);
    const rates = { ...iphone.streams[0], avg_frame_rate: '20/1' };
    expect(probeOf({ ...noPackets, streams: [rates] }).probe.video?.variable_frame_rate).toBe(true);
  });

  it('does not count a cover picture as the video', () => {
    const coverOnly = { ...iphone, streams: iphone.streams.slice(1) };
    expect(probeOf(coverOnly).probe.video).toBeNull();
  });
});

describe('normaliseLanguage', () => {
  it.each([
    ['mon', 'mn'],
    ['eng', 'en'],
    ['MN', 'mn'],
    ['en-US', 'en'],
    ['rus', 'ru'],
    ['kir', 'kir'],
    ['und', null],
    ['qaa', null],
    ['', null],
    [undefined, null],
    ['english', null],
  ])('%s → %s', (tag, code) => {
    expect(normaliseLanguage(tag)).toBe(code);
  });
});

const good: MediaProbe = {
  duration_s: 60,
  container: 'mp4',
  size_bytes: 1,
  video: {
    index: 0,
    codec: 'h264',
    width: 1280,
    height: 720,
    frame_rate: 25,
    variable_frame_rate: false,
    rotation: 0,
  },
  audio: [{ index: 1, language: 'mn', codec: 'aac', channels: 2 }],
  subtitles: [],
};

describe('refusalOf', () => {
  it.each([
    [{ duration_s: 0 }, say.noDuration],
    [{ duration_s: 0.4 }, say.tooShort],
    [{ duration_s: 13 * 3600 }, say.tooLong],
    [{ duration_s: 95_443 * 3600 }, say.tooLong],
    [{ video: { ...good.video!, frame_rate: 0 } }, say.noFrameRate],
    [{ video: { ...good.video!, width: 426, height: 238 } }, say.tooSmall(426, 238)],
    [{ video: { ...good.video!, width: 236, height: 420 } }, say.tooSmall(236, 420)],
    [{ video: { ...good.video!, width: 10_000, height: 5000 } }, say.tooLarge(10_000, 5000)],
    [{ video: null }, say.audioOnly],
    [{ video: null, audio: [] }, say.unreadable],
  ] as [Partial<MediaProbe>, string][])('%j', (change, message) => {
    expect(refusalOf({ ...good, ...change }, 'video')?.message).toBe(message);
  });

  it('takes a portrait 240×426 and a 12-hour recording', () => {
    const portrait = { ...good, video: { ...good.video!, width: 240, height: 426 } };
    expect(refusalOf(portrait, 'video')).toBeNull();
    expect(refusalOf({ ...good, duration_s: 12 * 3600 }, 'video')).toBeNull();
  });

  it('wants sound, not a picture, for a podcast or a dub', () => {
    expect(refusalOf({ ...good, video: null }, 'audio')).toBeNull();
    expect(refusalOf({ ...good, audio: [] }, 'audio')?.message).toBe(say.noAudio);
    expect(notesOf(good, 'audio')).toEqual([say.noteVideoAsAudio]);
  });
});

describe('the sniff', () => {
  const utf8 = new TextEncoder().encode('Сайн байна уу');
  it('knows text, even cut inside a Cyrillic letter, and an mp4 header', () => {
    expect(looksLikeText(utf8)).toBe(true);
    expect(looksLikeText(utf8.subarray(0, 5))).toBe(true);
    expect(looksLikeText(new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]))).toBe(false);
    expect(isIsoMedia(new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]))).toBe(true);
    expect(isIsoMedia(utf8)).toBe(false);
  });
});
