import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loudnormApplyFilter, measureLoudness } from './audio-loudness';
import { runFfmpeg } from './transcode-ffmpeg';
import { percentOf } from './transcode-progress';

/*
 * A podcast track as the podcast player plays the sample ones (media/podcast/*.m4a, an <audio>
 * element): AAC-LC in MP4 at 48 kHz with the index at the front (faststart), so playback and
 * seeking start before the whole file is fetched. Loudness normalised to -16 LUFS first.
 */

export interface PodcastAudioJob {
  file: string;
  durationSec: number;
  /** Channels of the source's first audio stream: speech in mono stays mono, more is down-mixed. */
  channels: number;
  /** The .m4a to write; replaced in one rename, so a re-run or a listener never sees half a file. */
  target: string;
  signal?: AbortSignal;
  onProgress?: (progress: { stage: 'measure' | 'encode'; percent: number }) => void;
  ffmpeg?: string;
}

/** AAC bit rate per channel count: 64 kb/s mono speech is transparent enough, 128 kb/s stereo. */
export function podcastBitrate(channels: number): number {
  return channels >= 2 ? 128_000 : 64_000;
}

export async function encodePodcastAudio(
  job: PodcastAudioJob,
): Promise<{ file: string; durationSec: number }> {
  const measured = await measureLoudness({
    file: job.file,
    durationSec: job.durationSec,
    signal: job.signal,
    ffmpeg: job.ffmpeg,
    onPercent: (p) => job.onProgress?.({ stage: 'measure', percent: p / 2 }),
  });
  const channels = Math.min(2, Math.max(1, job.channels));
  await fs.mkdir(path.dirname(job.target), { recursive: true });
  const temp = path.join(
    path.dirname(job.target),
    `.${path.basename(job.target)}.${randomUUID()}.m4a`,
  );
  try {
    await runFfmpeg({
      args: [
        '-i',
        job.file,
        '-map',
        '0:a:0',
        '-vn',
        '-af',
        // loudnorm works at 192 kHz internally; bring it back to the player's 48 kHz.
        `${loudnormApplyFilter(measured)},aresample=48000`,
        '-c:a',
        'aac',
        '-b:a',
        String(podcastBitrate(channels)),
        '-ac',
        String(channels),
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        temp,
      ],
      signal: job.signal,
      command: job.ffmpeg,
      onProgress: (block) =>
        job.onProgress?.({ stage: 'encode', percent: 50 + percentOf(block, job.durationSec) / 2 }),
    });
    await fs.rename(temp, job.target);
  } finally {
    await fs.rm(temp, { force: true });
  }
  return { file: job.target, durationSec: job.durationSec };
}
