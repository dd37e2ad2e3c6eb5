import { connection } from '@/lib/link-is-poor';

/*
 * What the page knows about the link before dash.js has measured a segment, for the start only
 * (docs/decisions/046-start-at-what-the-link-sustains.md): dash.js's throughput rule takes over
 * from the first segment on.
 */

/** The last playback's measured throughput (kbit/s): a measure of the link, not a preference. */
export const MEASURED_KEY = 'btv.player.throughputKbps';

/**
 * Chromium multiplies `downlink` by a per-site random factor of up to 1.1 (a privacy measure of
 * the Network Information API), so a 1.5 Mbit/s link may read 1.65: divide that back out.
 */
const DOWNLINK_NOISE = 1.1;

function downlinkKbps(): number | null {
  const mbps = connection()?.downlink;
  // 0 means "unknown" in some browsers, and Chromium caps the figure at 10 Mbit/s.
  return typeof mbps === 'number' && mbps > 0 ? (mbps * 1000) / DOWNLINK_NOISE : null;
}

function measuredKbps(): number | null {
  try {
    const value = Number(localStorage.getItem(MEASURED_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    // Storage refused (private modes, a sandboxed frame): no measure.
    return null;
  }
}

/**
 * The link's throughput as the page knows it before playing, in kbit/s: the lower of the
 * browser's estimate and what the last playback measured, or null when neither is known. The
 * lower, because a stall at the start costs the viewer more than a few seconds of a softer
 * picture, and dash.js climbs within a segment or two when the link allows.
 */
export function startEstimateKbps(): number | null {
  const known = [downlinkKbps(), measuredKbps()].filter((v): v is number => v !== null);
  return known.length > 0 ? Math.min(...known) : null;
}

/** Keeps dash.js's measured average for the next playback's start. */
export function rememberThroughput(kbps: number): void {
  if (!Number.isFinite(kbps) || kbps <= 0) return;
  try {
    localStorage.setItem(MEASURED_KEY, String(Math.round(kbps)));
  } catch {
    // Storage full or refused: the next start falls back to the browser's estimate.
  }
}

/**
 * The video bitrate (kbit/s) to start at for a link of `linkKbps`: the audio's share taken off,
 * then dash.js's own bandwidth safety factor, as its throughput rule applies to what it measures.
 * At least 1, since dash.js reads 0 or less as "no initial bitrate".
 */
export function startVideoKbps(linkKbps: number, audioKbps: number, safetyFactor: number): number {
  return Math.max(1, Math.floor(linkKbps * safetyFactor - audioKbps));
}
