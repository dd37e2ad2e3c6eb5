/*
 * Waiting out a dropped link (docs/decisions/046-start-at-what-the-link-sustains.md): dash.js
 * retries a segment a few times a second apart, then gives up for good. When that happened
 * because nothing answered (no HTTP status), the engine waits here for the link to come back and
 * then opens the title again where it was.
 */

/** Pauses between probes while the browser still believes it is online: 1, 2, 4, then 5 s. */
const PROBE_DELAYS_MS = [1000, 2000, 4000, 5000];

/** A download that got no answer at all: the link, not the server, failed. */
export function isNoAnswer(error: { data?: unknown } | undefined): boolean {
  const response = (error?.data as { response?: { status?: unknown } } | undefined)?.response;
  return response !== undefined && (response.status === 0 || response.status === undefined);
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(done, ms);
    // Coming online ends the wait at once; an abort ends it too (the caller checks the signal).
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
    function done() {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

function wentOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });
}

/** Whether `url` answers at all (any status: a refusal is for dash.js and the page to handle). */
async function answers(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves true once `url` (the title's manifest) answers again, false if `signal` aborts first
 * (the player went away). While the browser says it is offline nothing is asked; otherwise the
 * manifest is probed at growing intervals, since a link can drop with the browser none the wiser.
 */
export async function linkReturned(url: string, signal: AbortSignal): Promise<boolean> {
  for (let attempt = 0; !signal.aborted; attempt++) {
    if (!navigator.onLine) await wentOnline(signal);
    else await delay(PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)]!, signal);
    if (signal.aborted) break;
    if (await answers(url, signal)) return true;
  }
  return false;
}
