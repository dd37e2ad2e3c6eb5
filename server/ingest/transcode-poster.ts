import path from 'node:path';
import { runFfmpeg } from './transcode-ffmpeg';
import type { Rung } from './transcode-ladder';

export const POSTER = 'poster.jpg';

/**
 * A JPEG poster at a tenth of the way in (past a fade from black, before any spoiler), at the
 * size of the given rung. Seeking before -i makes it a keyframe seek: a fraction of a second
 * even for a long film.
 */
export async function makePoster(
  sourceFile: string,
  durationSec: number,
  rung: Pick<Rung, 'width' | 'height'>,
  outDir: string,
  signal?: AbortSignal,
  command?: string,
): Promise<string> {
  const file = path.join(outDir, POSTER);
  const at = Math.max(0, durationSec * 0.1);
  await runFfmpeg({
    args: [
      '-ss',
      at.toFixed(3),
      '-i',
      sourceFile,
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-vf',
      `scale=${rung.width}:${rung.height},setsar=1`,
      '-q:v',
      '3',
      '-f',
      'image2',
      file,
    ],
    signal,
    command,
  });
  return file;
}
