import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { HomePage } from './home-page';
import { LIVE_SECTION_ID } from './live-section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { texts } from '@/lib/texts';

/** docs/product.md §9: /live scrolls to the live section 500 ms after it opens. */
export const LIVE_SCROLL_DELAY_MS = 500;

/** `/live`: home, then a smooth scroll to the live section (again on every visit to /live). */
export function LivePage() {
  useDocumentTitle(texts.nav.live);
  const visit = useLocation({ select: (location) => location.state.__TSR_key });
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      // The page's scroll-padding keeps the section clear of the fixed header.
      document
        .getElementById(LIVE_SECTION_ID)
        ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, LIVE_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [visit]);
  return <HomePage />;
}
