import { Flv, parseH264Sps, type AvPacket } from '../nms';

/*
 * Turns the RTMP messages of one publish into an FLV stream for the packager's stdin. The FLV
 * header must say truthfully whether audio follows: announce audio the encoder never sends and
 * ffmpeg probes for it for 10 s before its first segment (measured, live-plan §1.2). So messages
 * are held until the AVC sequence header has come and either the AAC one has too, or a second of
 * the encoder's own timestamps has passed without audio. The source size is read from the AVC
 * sequence header's SPS before the packager is started, so no rendition is above the source.
 */

const AUDIO = 8;
const VIDEO = 9;
const VIDEO_SEQUENCE_HEADER = 2;
const AUDIO_SEQUENCE_HEADER = 0;
/** How much of the encoder's timeline to wait for an audio sequence header. */
const AUDIO_WAIT_MS = 1000;
/** An encoder that sends this much without any H.264 sequence header is not one we can package. */
const MAX_HELD_BYTES = 8 * 1024 * 1024;

export interface SourceInfo {
  width: number;
  height: number;
  hasAudio: boolean;
  /** From onMetaData when the encoder says it (OBS and ffmpeg do); null otherwise. */
  fps: number | null;
}

export type FeedEvent =
  | { kind: 'ready'; source: SourceInfo; head: Buffer[] }
  | { kind: 'data'; chunk: Buffer }
  | { kind: 'unusable'; why: string };

/** The SPS inside an AVCDecoderConfigurationRecord, after the 5-byte FLV video header. */
export function spsOfSequenceHeader(data: Buffer): Buffer | null {
  const record = 5;
  if (data.length < record + 8) return null;
  const spsCount = data[record + 5]! & 0x1f;
  if (spsCount < 1) return null;
  const length = data.readUInt16BE(record + 6);
  const start = record + 8;
  if (start + length > data.length) return null;
  return data.subarray(start, start + length);
}

/** `framerate` from an AMF0 onMetaData payload, found by its key's bytes (no full AMF decode). */
export function frameRateOfMetadata(data: Buffer): number | null {
  const key = Buffer.from('\u0000\u0009framerate', 'latin1');
  const at = data.indexOf(key);
  if (at < 0 || data[at + key.length] !== 0x00) return null;
  const value = data.readDoubleBE(at + key.length + 1);
  return Number.isFinite(value) && value > 0 && value <= 240 ? value : null;
}

export class FlvFeed {
  private held: Buffer[] = [];
  private heldBytes = 0;
  private size: { width: number; height: number } | null = null;
  private hasAudio = false;
  private fps: number | null = null;
  private firstDts: number | null = null;
  private started = false;
  private done = false;

  constructor(private readonly emit: (event: FeedEvent) => void) {}

  push(packet: AvPacket): void {
    if (this.done) return;
    // createMessage copies the payload: the protocol class reuses its buffers for the next message.
    const message = Flv.createMessage(packet);
    if (this.started) {
      this.emit({ kind: 'data', chunk: message });
      return;
    }
    this.held.push(message);
    this.heldBytes += message.length;
    this.learn(packet);
    if (this.size && (this.hasAudio || this.waitedForAudio(packet))) {
      this.started = true;
      const source = { ...this.size, hasAudio: this.hasAudio, fps: this.fps };
      const head = [Flv.createHeader(this.hasAudio, true), ...this.held];
      this.held = [];
      this.emit({ kind: 'ready', source, head });
    } else if (this.heldBytes > MAX_HELD_BYTES) {
      this.done = true;
      this.emit({ kind: 'unusable', why: 'no H.264 sequence header' });
    }
  }

  private learn(packet: AvPacket): void {
    if (packet.codec_type === VIDEO && packet.flags === VIDEO_SEQUENCE_HEADER) {
      const sps = spsOfSequenceHeader(packet.data);
      const size = sps ? parseH264Sps(sps) : null;
      if (size && size.width > 0 && size.height > 0) this.size = size;
    } else if (packet.codec_type === AUDIO && packet.flags === AUDIO_SEQUENCE_HEADER) {
      this.hasAudio = true;
    } else if (packet.flags === 5) {
      this.fps = frameRateOfMetadata(packet.data) ?? this.fps;
    }
    if (packet.codec_type === VIDEO || packet.codec_type === AUDIO) this.firstDts ??= packet.dts;
  }

  private waitedForAudio(packet: AvPacket): boolean {
    return this.firstDts !== null && packet.dts - this.firstDts >= AUDIO_WAIT_MS;
  }
}
