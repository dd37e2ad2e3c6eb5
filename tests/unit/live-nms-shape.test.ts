import { describe, expect, it } from 'vitest';
import { Flv, parseH264Sps, Rtmp } from '../../server/live/nms';

/*
 * node-media-server is pinned to 4.4.3 and only its protocol internals are used (decision 072):
 * this fails loudly if an upgrade moves or renames what server/live/nms.ts reaches for.
 */

describe('node-media-server protocol internals', () => {
  it('still has the RTMP protocol class with the methods and hooks the ingest uses', () => {
    for (const method of ['parserData', 'onPublish', 'onPlay', 'sendStatusMessage']) {
      expect(typeof (Rtmp.prototype as unknown as Record<string, unknown>)[method]).toBe(
        'function',
      );
    }
    const rtmp = new Rtmp();
    for (const hook of [
      'onConnectCallback',
      'onPlayCallback',
      'onPushCallback',
      'onPacketCallback',
      'onOutputCallback',
    ]) {
      expect(typeof (rtmp as unknown as Record<string, unknown>)[hook]).toBe('function');
    }
  });

  it('writes FLV headers and tags', () => {
    expect([...Flv.createHeader(false, true).subarray(0, 5)]).toEqual([0x46, 0x4c, 0x56, 1, 1]);
    expect(Flv.createHeader(true, true)[4]).toBe(5);
    const tag = Flv.createMessage({
      codec_type: 9,
      codec_id: 7,
      flags: 4,
      dts: 0x01020304,
      pts: 0x01020304,
      size: 3,
      data: Buffer.from([1, 2, 3]),
    });
    expect(tag.length).toBe(11 + 3 + 4);
    expect([tag[0], tag[4], tag[5], tag[6], tag[7]]).toEqual([9, 2, 3, 4, 1]);
  });

  it("reads FLV back into the packets it was written from (the SRT listener's output)", () => {
    const packet = {
      codec_type: 9,
      codec_id: 7,
      flags: 3,
      dts: 40,
      pts: 40,
      size: 5,
      data: Buffer.from([0x17, 1, 0, 0, 0]),
    };
    const parser = new Flv();
    const read: { codec_type: number; flags: number; dts: number; data: Buffer }[] = [];
    parser.onPacketCallback = (p) =>
      read.push({ ...p, data: Buffer.from(p.data.subarray(0, p.size)) });
    const stream = Buffer.concat([Flv.createHeader(false, true), Flv.createMessage(packet)]);
    // In two pieces, as a pipe delivers it.
    expect(parser.parserData(stream.subarray(0, 7))).toBeNull();
    expect(parser.parserData(stream.subarray(7))).toBeNull();
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ codec_type: 9, flags: 3, dts: 40, data: packet.data });
  });

  it('reads a frame size from an H.264 SPS', () => {
    // x264's SPS for 320x180 (ultrafast, so Constrained Baseline), as the test encoder sends it.
    const sps = Buffer.from('6742c00cda05067e7c0440000003004000000ca3c50aa8', 'hex');
    expect(parseH264Sps(sps)).toEqual({ width: 320, height: 180 });
  });
});
