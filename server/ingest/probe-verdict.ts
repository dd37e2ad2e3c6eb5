import { PROBE_LIMITS, mediaProbeMessages as say } from '../../contract/studio/media-probe';
import type { MediaExpectation, MediaProbe } from '../../contract/studio/media-probe';

/** A refusal: the editor's sentence and the technical reason for the staff's logs. */
export interface Refusal {
  message: string;
  detail: string;
}

/*
 * The judgement of a file ffprobe could read (docs/decisions/061). Pure: probe-media.ts runs the
 * tools and the tail check, this decides. Each rule says why it exists.
 */
export function refusalOf(probe: MediaProbe, expected: MediaExpectation): Refusal | null {
  const { duration_s: duration, video } = probe;
  // No duration: nothing can be segmented, shown in a player's time line or priced by length.
  if (!(duration > 0)) return { message: say.noDuration, detail: 'no duration in the container' };
  // Under a second is a wrong export or a still picture, not an episode, movie or track.
  if (duration < PROBE_LIMITS.minDurationS) {
    return { message: say.tooShort, detail: `duration ${duration} s` };
  }
  // Past 12 h is broken timestamps (ffprobe then reports days), not a recording worth hours of work.
  if (duration > PROBE_LIMITS.maxDurationS) {
    return { message: say.tooLong, detail: `duration ${duration} s` };
  }
  if (expected === 'audio') {
    return probe.audio.length === 0 ? { message: say.noAudio, detail: 'no audio stream' } : null;
  }
  if (!video) {
    return probe.audio.length > 0
      ? { message: say.audioOnly, detail: 'audio streams only (a cover picture is not a video)' }
      : { message: say.unreadable, detail: 'no video or audio stream' };
  }
  if (video.frame_rate <= 0) {
    return { message: say.noFrameRate, detail: 'no usable r_frame_rate or avg_frame_rate' };
  }
  const short = Math.min(video.width, video.height);
  const long = Math.max(video.width, video.height);
  // Below 240p the lowest rendition (480p) would be an upscale of a blur.
  if (short < PROBE_LIMITS.minShortSide) {
    return {
      message: say.tooSmall(video.width, video.height),
      detail: `picture ${video.width}x${video.height} below 240p`,
    };
  }
  if (long > PROBE_LIMITS.maxLongSide) {
    return {
      message: say.tooLarge(video.width, video.height),
      detail: `picture ${video.width}x${video.height} above 8192`,
    };
  }
  return null;
}

/** What an editor should know about a usable file. */
export function notesOf(probe: MediaProbe, expected: MediaExpectation): string[] {
  const notes: string[] = [];
  if (expected === 'video' && probe.audio.length === 0) notes.push(say.noteSilentVideo);
  if (expected === 'audio' && probe.video) notes.push(say.noteVideoAsAudio);
  if (expected === 'video' && probe.video?.variable_frame_rate) {
    notes.push(say.noteVariableFrameRate);
  }
  return notes;
}
