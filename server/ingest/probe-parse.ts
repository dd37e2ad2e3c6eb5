import { z } from 'zod';
import type {
  MediaProbe,
  ProbedAudio,
  ProbedSubtitle,
  ProbedVideo,
} from '../../contract/studio/media-probe';
import { normaliseLanguage } from './probe-language';

/*
 * ffprobe's JSON (-show_format -show_streams, plus the first seconds' packet times) read into the
 * contract's summary. Pure: the tests feed it JSON as ffprobe writes it, phones' included.
 */

const numeric = z.union([z.string(), z.number()]).optional();

const streamSchema = z.object({
  index: z.number().int(),
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  r_frame_rate: z.string().optional(),
  avg_frame_rate: z.string().optional(),
  channels: z.number().int().optional(),
  duration: numeric,
  start_time: numeric,
  disposition: z.record(z.string(), z.number()).optional(),
  tags: z.record(z.string(), z.string()).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() }).loose()).optional(),
});

export const ffprobeOutputSchema = z.object({
  streams: z.array(streamSchema.loose()).default([]),
  format: z
    .object({ format_name: z.string().optional(), duration: numeric, start_time: numeric })
    .loose()
    .optional(),
  packets: z
    .array(z.object({ stream_index: z.number().int(), pts_time: numeric }).loose())
    .default([]),
});

export type FfprobeOutput = z.infer<typeof ffprobeOutputSchema>;
type Stream = FfprobeOutput['streams'][number];

/** The summary and what judging it needs beyond the contract's fields. */
export interface ParsedProbe {
  probe: MediaProbe;
  /** Where the main stream's data should end (its start plus its own duration, else the file's). */
  videoEndS: number | null;
  audioEndS: number | null;
}

function seconds(value: string | number | undefined): number | null {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : null;
}

/** "30000/1001" → 29.97; "0/0" and nonsense → null. */
export function rate(value: string | undefined): number | null {
  const [num, den] = (value ?? '').split('/').map(Number);
  if (!num || !den || !Number.isFinite(num / den) || num / den <= 0) return null;
  return num / den;
}

/**
 * Clockwise degrees, from the display matrix ffprobe reports (counter-clockwise, so a phone held
 * upright shows -90) or the older `rotate` tag (clockwise already).
 */
export function rotationOf(stream: Stream): ProbedVideo['rotation'] {
  const matrix = stream.side_data_list?.find((side) => side.rotation !== undefined)?.rotation;
  const clockwise = matrix !== undefined ? -matrix : Number(stream.tags?.rotate ?? 0);
  const quarter = (((Math.round(clockwise / 90) * 90) % 360) + 360) % 360;
  return quarter as ProbedVideo['rotation'];
}

/**
 * Whether the frame intervals differ by more than a tenth anywhere in what was read (the first
 * 30 s): phones write a frame when the sensor is ready. With too few packets, the stream's
 * "real" rate and its average disagreeing says the same.
 */
export function variableFrameRate(stream: Stream, packetTimes: number[]): boolean {
  const times = [...packetTimes].sort((a, b) => a - b);
  const steps = times.slice(1).map((time, i) => time - times[i]!);
  if (steps.length >= 2) {
    const sorted = [...steps].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    if (median <= 0) return true;
    return steps.some((step) => Math.abs(step - median) > median * 0.1);
  }
  const real = rate(stream.r_frame_rate);
  const average = rate(stream.avg_frame_rate);
  return real !== null && average !== null && Math.abs(real - average) > real * 0.01;
}

/** The main picture: not a cover image or a thumbnail track. */
function isPicture(stream: Stream): boolean {
  return (
    stream.codec_type === 'video' &&
    !stream.disposition?.attached_pic &&
    !stream.disposition?.timed_thumbnails
  );
}

function videoOf(stream: Stream, output: FfprobeOutput): ProbedVideo | null {
  if (!stream.width || !stream.height) return null;
  const rotation = rotationOf(stream);
  const sideways = rotation === 90 || rotation === 270;
  const packetTimes = output.packets
    .filter((packet) => packet.stream_index === stream.index)
    .map((packet) => seconds(packet.pts_time))
    .filter((time): time is number => time !== null);
  const frameRate = rate(stream.avg_frame_rate) ?? rate(stream.r_frame_rate);
  return {
    index: stream.index,
    codec: stream.codec_name ?? 'unknown',
    width: sideways ? stream.height : stream.width,
    height: sideways ? stream.width : stream.height,
    // Zero is refused by the judgement: a contract number must be positive, so 0 means unknown here.
    frame_rate: frameRate === null ? 0 : Math.round(frameRate * 1000) / 1000,
    variable_frame_rate: variableFrameRate(stream, packetTimes),
    rotation,
  };
}

function audioOf(stream: Stream): ProbedAudio {
  return {
    index: stream.index,
    language: normaliseLanguage(stream.tags?.language),
    codec: stream.codec_name ?? 'unknown',
    channels: stream.channels ?? 0,
  };
}

function subtitleOf(stream: Stream): ProbedSubtitle {
  return {
    index: stream.index,
    language: normaliseLanguage(stream.tags?.language),
    codec: stream.codec_name ?? 'unknown',
  };
}

/** ffprobe's answer as the summary; `sizeBytes` from the file itself, which ffprobe may not give. */
export function parseProbe(output: FfprobeOutput, sizeBytes: number): ParsedProbe {
  const picture = output.streams.find(isPicture);
  const sound = output.streams.find((stream) => stream.codec_type === 'audio');
  const fileDuration =
    seconds(output.format?.duration) ??
    Math.max(0, ...output.streams.map((stream) => seconds(stream.duration) ?? 0));
  const probe: MediaProbe = {
    duration_s: Math.max(0, Math.round((fileDuration || 0) * 1000) / 1000),
    container: output.format?.format_name ?? 'unknown',
    size_bytes: sizeBytes,
    video: picture ? videoOf(picture, output) : null,
    audio: output.streams.filter((stream) => stream.codec_type === 'audio').map(audioOf),
    subtitles: output.streams.filter((stream) => stream.codec_type === 'subtitle').map(subtitleOf),
  };
  const endOf = (stream: Stream | undefined) => {
    if (!stream) return null;
    const own = seconds(stream.duration);
    if (own !== null) return (seconds(stream.start_time) ?? 0) + own;
    return fileDuration ? (seconds(output.format?.start_time) ?? 0) + fileDuration : null;
  };
  return { probe, videoEndS: endOf(picture), audioEndS: endOf(sound) };
}
