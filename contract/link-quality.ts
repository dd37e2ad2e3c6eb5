/*
 * A poor link (issue 29): the browser says Save-Data, or its estimate of the link is 3g or
 * slower. The page turns its extras off on one (src/lib/link-is-poor.ts) and the service worker
 * precaches only what a repeat visit needs (sw/route-chunks.ts). Browsers without the Network
 * Information API (Firefox, Safari) say nothing, and count as a good link.
 */

/** navigator.connection, where the browser has it (a page's and a worker's alike). */
export interface LinkInformation {
  saveData?: boolean;
  effectiveType?: string;
  /** Mbit/s, noised and capped by the browser (the player's start reads it). */
  downlink?: number;
}

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

export function isPoorLink(connection: LinkInformation | undefined | null): boolean {
  if (!connection) return false;
  return connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? '');
}
