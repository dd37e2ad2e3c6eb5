import { Link } from '@tanstack/react-router';
import { AuthArea } from '@/features/auth/components/auth-area';
import { NEWS_SITE_URL } from '@/lib/links';
import { texts } from '@/lib/texts';
import { ExternalIcon } from '@/ui/icons';
import { BrandLogo } from './brand-logo';
import { CONTENT_PATH } from './nav-items';
import { useScrolledPast } from './use-scrolled-past';
import styles from './site-header.module.css';

/** SPEC.md §9: the header becomes fixed after scrolling more than 100 px. */
export const HEADER_FIX_AFTER_PX = 100;

export function SiteHeader() {
  const fixed = useScrolledPast(HEADER_FIX_AFTER_PX);
  return (
    // Absolute over the hero at the top, fixed once scrolled: both are out of flow, so no jump.
    <header className={styles.header} data-fixed={fixed}>
      <Link to="/" className={styles.brand} aria-label={texts.brand}>
        <BrandLogo />
      </Link>
      <nav className={styles.nav} aria-label={texts.nav.label}>
        <Link to="/" className={styles.link} activeOptions={{ exact: true }}>
          {texts.nav.home}
        </Link>
        <a href={CONTENT_PATH} className={styles.link}>
          {texts.nav.content}
        </a>
        <a href={NEWS_SITE_URL} className={styles.link} target="_blank" rel="noopener noreferrer">
          {texts.nav.news}
          <ExternalIcon width={14} height={14} />
        </a>
        <a href="/news-letter" className={styles.link}>
          {texts.nav.newsletter}
        </a>
        <a href="/podcast" className={styles.link}>
          {texts.nav.podcast}
        </a>
        <a href="/live" className={styles.live}>
          {texts.nav.live}
        </a>
      </nav>
      <div className={styles.actions}>
        <AuthArea />
      </div>
    </header>
  );
}
