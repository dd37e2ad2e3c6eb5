import { useSyncExternalStore } from 'react';
import { isPoorLink, type LinkInformation } from '@contract/link-quality';

/*
 * Whether the link is poor (Save-Data, or an estimate of 3g or slower): the extras that spend
 * the link on what nobody asked for yet (the overlay's hover video, preloading a route on hover,
 * the hero's turning slides) stay off while it is (issue 29, decision 050). Follows the
 * connection's `change` event.
 */

type Connection = LinkInformation & EventTarget;

/** navigator.connection where the browser has it: the one place the page reads it. */
export const connection = (): Connection | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: Connection }).connection;

export function linkIsPoor(): boolean {
  return isPoorLink(connection());
}

/** Calls `listener` whenever the browser's view of the link changes; returns the unsubscribe. */
export function onLinkChange(listener: () => void): () => void {
  const target = connection();
  target?.addEventListener('change', listener);
  return () => target?.removeEventListener('change', listener);
}

export function useLinkIsPoor(): boolean {
  return useSyncExternalStore(onLinkChange, linkIsPoor, () => false);
}
