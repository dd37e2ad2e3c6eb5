import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { readAnchor, restoreAnchor, type ScrollAnchor } from './scroll-anchor';
import { settleScroll } from './settle-scroll';

/**
 * docs/product.md §2 scroll behaviour on navigation: restore the saved position (back/forward), else go
 * to the `scrollTop` query value if given, else to the top; and leave the page alone whenever a
 * `media` query parameter is present, so opening or closing the details overlay never scrolls.
 *
 * The router's own restoration does "saved, else top"; this module switches it off for the two
 * cases it does not know (overlay, scrollTop) and performs the scrollTop jump itself. On back and
 * forward it puts back what was on screen (scroll-anchor.ts) after the router's pixel restore,
 * which lands off on long listings whose off-screen cards have estimated heights.
 */

type Search = Record<string, unknown>;

const hasMedia = (location: ParsedLocation) => (location.search as Search).media !== undefined;

/** The router's key for one history entry (its default `getScrollRestorationKey`). */
const entryKey = (location: ParsedLocation) => location.state.__TSR_key ?? location.href;

export function scrollTopOf(location: ParsedLocation): number | null {
  const raw = (location.search as Search).scrollTop;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Scroll to `top`, again as the page grows tall enough for it, until the viewer scrolls. */
function scrollToWhenTallEnough(top: number) {
  settleScroll(() => {
    window.scrollTo({ top, left: 0 });
    return Math.abs(window.scrollY - top) < 2;
  });
}

export function createScrollBehaviour() {
  let from: ParsedLocation | undefined;
  let traversal = false;
  let rendered = false;
  /** What was on screen in each history entry left this session. */
  const left = new Map<string, ScrollAnchor>();

  /** The router's `scrollRestoration` option: may it restore-or-reset for this location? */
  const manageScroll = ({ location }: { location: ParsedLocation }): boolean => {
    if (hasMedia(location)) return false;
    // Closing the overlay: same page, the media parameter just went away.
    if (from && hasMedia(from) && from.pathname === location.pathname) return false;
    if (!traversal && scrollTopOf(location) !== null) return false;
    return true;
  };

  const install = (router: AnyRouter) => {
    router.history.subscribe(({ action }: { action: { type: string } }) => {
      traversal = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO';
    });
    router.subscribe('onBeforeLoad', (event) => {
      from = event.fromLocation;
      if (event.fromLocation && event.hrefChanged) {
        left.set(entryKey(event.fromLocation), readAnchor());
      }
    });
    router.subscribe('onRendered', (event) => {
      if (traversal && event.hrefChanged && manageScroll({ location: event.toLocation })) {
        const saved = left.get(entryKey(event.toLocation));
        if (saved && saved.y > 0) restoreAnchor(saved);
        return;
      }
      const first = !rendered;
      rendered = true;
      const top = scrollTopOf(event.toLocation);
      if (top === null || traversal || hasMedia(event.toLocation)) return;
      // The app's first render counts as arriving, even when the route was loaded before it
      // (a server-rendered first view, decision 032) and the router reports no change of href.
      if (!first && event.fromLocation && !event.hrefChanged) return;
      scrollToWhenTallEnough(top);
    });
  };

  return { manageScroll, install };
}
