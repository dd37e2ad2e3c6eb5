import { Link } from '@tanstack/react-router';
import { AuthArea } from '@/features/auth';
import { MegaMenu } from '@/features/navigation';
import { NotificationBell } from '@/features/notifications';
import { NEWS_SITE_URL } from '@/lib/links';
import { texts } from '@/lib/texts';
import { ExternalIcon, SearchIcon } from '@/ui/icons';
import { HeaderLogo } from './header-logo';
import { HeaderSearch } from './header-search';
import { layoutTexts } from './layout-texts';
import { useScrolledPast } from './use-scrolled-past';
import styles from './site-header.module.css';

/** docs/product.md §9: the header becomes fixed after scrolling more than 100 px. */
export const HEADER_FIX_AFTER_PX = 100;

export function SiteHeader() {
  const fixed = useScrolledPast(HEADER_FIX_AFTER_PX);
  return (
    // Absolute over the hero at the top, fixed once scrolled: both are out of flow, so no jump.
    <header className={styles.header} data-fixed={fixed}>
      <Link to="/" className={styles.brand} aria-label={texts.brand}>
        <HeaderLogo />
      </Link>
      <nav className={styles.nav} aria-label={texts.nav.label}>
        <ul className={styles.navList}>
          <li className={styles.homeItem}>
            <Link to="/" className={styles.link} activeOptions={{ exact: true }}>
              {texts.nav.home}
            </Link>
          </li>
          <li>
            <MegaMenu triggerClassName={styles.link} />
          </li>
          <li>
            <a
              href={NEWS_SITE_URL}
              className={styles.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              {texts.nav.news}
              <ExternalIcon width={14} height={14} />
              <span className="visually-hidden">{layoutTexts.newTab}</span>
            </a>
          </li>
          <li>
            <Link to="/news-letter" className={styles.link}>
              <span className={styles.longLabel}>{texts.nav.newsletter}</span>
              <span className={styles.shortLabel}>{texts.nav.newsletterShort}</span>
            </Link>
          </li>
          <li>
            <Link to="/podcast" className={styles.link}>
              {texts.nav.podcast}
            </Link>
          </li>
          <li>
            <Link to="/live" className={styles.live}>
              {texts.nav.live}
            </Link>
          </li>
        </ul>
      </nav>
      <div className={styles.actions}>
        <Link to="/live" className={`${styles.live} ${styles.mobileOnly}`}>
          {texts.nav.live}
        </Link>
        <HeaderSearch />
        <Link to="/search" className={styles.searchLink} aria-label={layoutTexts.search}>
          <SearchIcon width={22} height={22} />
        </Link>
        <NotificationBell />
        <AuthArea />
      </div>
    </header>
  );
}
