import fs from 'node:fs/promises';
import path from 'node:path';
import { SEGMENT_SECONDS } from '../live/ingest/packager-args';

/*
 * A live segment asked for a moment before the packager writes it is waited for, not refused
 * (decision 074, amended 2026-11-30). By ffmpeg's manifest a segment is due the instant its last
 * frame could arrive, and dash.js asks then; a packager a second late on a loaded machine made
 * a 404, dash.js's three retries a second apart, and at worst a segment skipped. Holding the
 * request until the file is renamed into place costs no latency (the answer leaves as soon as
 * the segment exists), where announcing every segment later would cost it to every viewer.
 *
 * Only while the session is being written: its manifest (rewritten by ffmpeg with every
 * segment) is recent. A finished or unknown session, a name that is not a live segment, or more
 * waiting requests than `maxWaiting` answer at once as before.
 */

/** `l<channel>/<session>-<rendition>-<number>.m4s`, the packager's media segment names (072). */
const LIVE_SEGMENT = /^\/?(l[0-9]{1,12})\/(s[a-z0-9]{1,40})-[a-z0-9]{1,12}-[0-9]{5,9}\.m4s$/;

export interface LiveSegmentWait {
  /** The longest a request is held. */
  holdMs: number;
  /** How often the file is looked for meanwhile. */
  pollMs: number;
  /** A manifest older than this says the packager is not writing the session. */
  freshMs: number;
  /** Requests held at once in this process; more are answered at once. */
  maxWaiting: number;
}

export const LIVE_SEGMENT_WAIT: LiveSegmentWait = {
  holdMs: 2 * SEGMENT_SECONDS * 1000,
  pollMs: 100,
  freshMs: 4 * SEGMENT_SECONDS * 1000,
  maxWaiting: 2000,
};

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

const modifiedAt = (file: string) =>
  fs.stat(file).then(
    (s) => s.mtimeMs,
    () => null,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves when the request may go on to the static files: the segment is there, or waiting is
 * not worth it, or the hold is over. Real time throughout: file times are the machine's.
 */
export function liveSegmentWaiter(options: LiveSegmentWait = LIVE_SEGMENT_WAIT) {
  let waiting = 0;
  return async function waitForSegment(root: string, relative: string): Promise<void> {
    const match = LIVE_SEGMENT.exec(relative);
    if (!match || waiting >= options.maxWaiting) return;
    const file = path.join(root, relative);
    if (await exists(file)) return;
    const manifest = path.join(root, match[1]!, `${match[2]!}.mpd`);
    const writing = async () => {
      const at = await modifiedAt(manifest);
      return at !== null && Date.now() - at <= options.freshMs;
    };
    waiting += 1;
    try {
      const until = Date.now() + options.holdMs;
      while (Date.now() < until && (await writing())) {
        await sleep(options.pollMs);
        if (await exists(file)) return;
      }
    } finally {
      waiting -= 1;
    }
  };
}
