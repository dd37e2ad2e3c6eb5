import { createRequire } from 'node:module';

/*
 * The ONLY file that reaches into node-media-server (pinned exactly to 4.4.3, decision 072). We
 * use its socket-free protocol classes, never its server: the RTMP handshake, chunk stream and
 * AMF0 commands (`protocol/rtmp.js`), FLV tags written and parsed (`protocol/flv.js`) and the H.264 SPS size
 * (`protocol/sps_info.js`). 4.4.3 has no `exports` map, so the deep paths resolve; an upgrade
 * that moves them fails tests/unit/live-nms-shape.test.ts rather than a live broadcast.
 */

const require = createRequire(import.meta.url);

/** One audio, video or script message, as node-media-server parses it out of RTMP. */
export interface AvPacket {
  /** 8 audio, 9 video, 18 script (FLV tag types). */
  codec_type: number;
  codec_id: number;
  /** Video: 2 sequence header, 3 key frame, 4 other; audio: 0 sequence header, 1 frame; 5 script. */
  flags: number;
  dts: number;
  pts: number;
  size: number;
  data: Buffer;
}

export interface RtmpRequest {
  app: string;
  name: string;
  host: string;
  query: Record<string, unknown>;
}

interface InvokeMessage {
  cmd: string;
  streamName: string;
}

/** The protocol class's surface this project uses (node-media-server/src/protocol/rtmp.js). */
export declare class RtmpProtocol {
  onConnectCallback: (req: RtmpRequest) => void;
  onPlayCallback: () => void;
  onPushCallback: () => void;
  onPacketCallback: (packet: AvPacket) => void;
  onOutputCallback: (buffer: Buffer) => void;
  /** Feeds bytes from the socket; returns an error text or null. May throw on garbage. */
  parserData(buffer: Buffer): string | null;
  onPublish(invoke: InvokeMessage): void;
  onPlay(invoke: InvokeMessage): void;
  sendStatusMessage(streamId: number, level: string, code: string, description: string): void;
  streamApp: string | undefined;
  streamName: string | undefined;
  streamId: number;
  parserPacket: { header: { stream_id: number } };
}

/** An FLV byte stream parser (the SRT listener's output): tags come out as AvPackets. */
export declare class FlvParser {
  onPacketCallback: (packet: AvPacket) => void;
  /** Feeds bytes; returns an error text or null. Reuses one buffer for every tag's data. */
  parserData(buffer: Buffer): string | null;
}

interface FlvStatic {
  new (): FlvParser;
  createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
  createMessage(packet: AvPacket): Buffer;
}

const logger = require('node-media-server/src/core/logger.js') as { level: string };
// Its logger prints every session event with console.log; ours says what matters.
logger.level = 'error';

export const Rtmp = require('node-media-server/src/protocol/rtmp.js') as typeof RtmpProtocol;
export const Flv = require('node-media-server/src/protocol/flv.js') as FlvStatic;
export const { parseH264Sps } = require('node-media-server/src/protocol/sps_info.js') as {
  parseH264Sps(sps: Buffer): { width: number; height: number } | null;
};
