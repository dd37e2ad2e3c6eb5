import { settleScroll } from './settle-scroll';

/*
 * Where the viewer was, told by what was on screen rather than by a pixel offset. Long grids and
 * home rows skip the layout of what is off screen (`content-visibility: auto`), so after a page is
 * rebuilt everything above the viewport has estimated heights and the same offset shows other
 * titles, a screen or more off. The first link on screen and its distance from the top find the
 * place again, and the browser's scroll anchoring keeps it while the estimates turn into sizes.
 */

export interface ScrollAnchor {
  /** The window's offset, used until the link is in the page. */
  y: number;
  href: string;
  /** Which of the links with this href (a title can be in several rows). */
  nth: number;
  /** The link's top, relative to the viewport, when the viewer left. */
  top: number;
}

const links = (href: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].filter(
    (a) => a.getAttribute('href') === href,
  );

export function readAnchor(): ScrollAnchor {
  const y = window.scrollY;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
    const { top, height } = link.getBoundingClientRect();
    if (height === 0 || top < 0) continue;
    const href = link.getAttribute('href') ?? '';
    return { y, href, nth: links(href).indexOf(link), top };
  }
  return { y, href: '', nth: -1, top: 0 };
}

/** Puts the anchor back where it was, again as the page grows, until the viewer scrolls. */
export function restoreAnchor(anchor: ScrollAnchor): void {
  // Never done early: cards above the anchor keep turning from estimates into sizes.
  settleScroll(() => {
    const link = anchor.href ? links(anchor.href)[anchor.nth] : undefined;
    if (!link) {
      window.scrollTo({ top: anchor.y, left: 0 });
      return false;
    }
    const off = link.getBoundingClientRect().top - anchor.top;
    if (Math.abs(off) > 1) window.scrollBy({ top: off, left: 0 });
    return false;
  });
}
