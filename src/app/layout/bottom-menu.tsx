import { Link } from '@tanstack/react-router';
import { NEWS_SITE_URL } from '@/lib/links';
import { texts } from '@/lib/texts';
import { GridIcon, HomeIcon, MailIcon, MicIcon, NewsIcon } from '@/ui/icons';
import { layoutTexts } from './layout-texts';
import { CONTENT_PARAMS } from './nav-items';
import styles from './bottom-menu.module.css';

/** docs/product.md §2: the mobile bottom menu holds home, content, news, newsletter and podcast. */
export function BottomMenu() {
  return (
    <nav className={styles.menu} aria-label={layoutTexts.bottomMenu}>
      <Link to="/" className={styles.item} activeOptions={{ exact: true }}>
        <HomeIcon />
        <span>{texts.nav.home}</span>
      </Link>
      <Link
        to="/series/$cat/$season/$status/$sort"
        params={CONTENT_PARAMS}
        className={styles.item}
        activeOptions={{ includeSearch: false }}
      >
        <GridIcon />
        <span>{texts.nav.content}</span>
      </Link>
      <a href={NEWS_SITE_URL} className={styles.item} target="_blank" rel="noopener noreferrer">
        <NewsIcon />
        <span>{texts.nav.news}</span>
        <span className="visually-hidden">{layoutTexts.newTab}</span>
      </a>
      <Link to="/news-letter" className={styles.item}>
        <MailIcon />
        {/* The full name is the link's name; the short word is what fits under the icon. */}
        <span aria-hidden="true">{texts.nav.newsletterShort}</span>
        <span className="visually-hidden">{texts.nav.newsletter}</span>
      </Link>
      <Link to="/podcast" className={styles.item}>
        <MicIcon />
        <span>{texts.nav.podcast}</span>
      </Link>
    </nav>
  );
}
