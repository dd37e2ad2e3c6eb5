import { ingestFlowMessages } from '../../contract/studio/ingest-flow';
import { FfmpegError } from './transcode-ffmpeg';

const say = ingestFlowMessages.failed;

/** The last non-empty line ffmpeg (or the error) wrote: the technical reason, kept short. */
function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (lines.at(-1) ?? '').slice(0, 300);
}

/**
 * A failed ingest job's reason as an editor reads it: a plain Mongolian sentence for the
 * failures met in practice, then ffmpeg's own last line for whoever fixes it.
 */
export function plainFailure(error: unknown): string {
  const technical =
    error instanceof FfmpegError
      ? error.stderrTail || error.message
      : error instanceof Error
        ? error.message
        : String(error);
  const code = (error as NodeJS.ErrnoException | null)?.code;
  let sentence: string;
  if (code === 'ENOSPC' || /No space left on device/i.test(technical)) sentence = say.diskFull;
  else if (code === 'ENOENT' && !(error instanceof FfmpegError)) sentence = say.sourceGone;
  else if (/Cannot allocate memory|out of memory/i.test(technical)) sentence = say.memory;
  else if (
    /Invalid data found|corrupt|error while decoding|Invalid NAL|moov atom not found|End of file/i.test(
      technical,
    )
  ) {
    sentence = say.damaged;
  } else if (error instanceof FfmpegError && error.exitCode === null) sentence = say.stopped;
  else sentence = say.other;
  const line = lastLine(technical);
  return line ? `${sentence} (ffmpeg: ${line})` : sentence;
}
