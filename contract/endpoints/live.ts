import { z } from 'zod';

/** A representation id of the live manifest (the sample title's: 0-2 video, 3-4 audio). */
const rep = z.string().regex(/^[A-Za-z0-9_-]{1,16}$/);

/** The initialization segment's name beside the numbered ones; it reads as number 0. */
export const LIVE_INIT_FILE = 'init.m4s';

/**
 * `<number>.m4s`: the segment's $Number$ (1-based, counted from availabilityStartTime), or
 * `init.m4s` (0): the live stream's init segments are served beside its media segments, since the
 * sample's own files have no public path (paid media is only reachable signed).
 */
const segmentFile = z
  .string()
  .regex(/^(?:[1-9]\d{0,11}|init)\.m4s$/)
  .transform((file) => (file === LIVE_INIT_FILE ? 0 : Number(file.slice(0, -'.m4s'.length))));

/**
 * The live channel (docs/architecture.md "Media"): a dynamic MPEG-DASH manifest built on a wall clock from
 * the sample title's segments. Neither answer is JSON.
 */
export const liveSchemas = {
  /** application/dash+xml text. */
  liveManifest: { response: z.string() },
  /** video/mp4 or audio/mp4 bytes (file 0: the init segment); 404 for one not yet available. */
  liveSegment: {
    params: z.object({ rep, file: segmentFile }),
    response: z.instanceof(Uint8Array),
  },
} as const;
