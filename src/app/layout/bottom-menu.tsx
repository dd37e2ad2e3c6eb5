import { Link } from '@tanstack/react-router';
import { NEWS_SITE_URL } from '@/lib/links';
import { texts } from '@/lib/texts';
import { GridIcon, HomeIcon, MailIcon, MicIcon, NewsIcon } from '@/ui/icons';
import { CONTENT_PATH } from './nav-items';
import styles from './bottom-menu.module.css';

/** SPEC.md §2: the mobile bottom menu holds home, content, news, newsletter and podcast. */
export function BottomMenu() {
  return (
    <nav className={styles.menu} aria-label={texts.nav.label}>
      <Link to="/" className={styles.item} activeOptions={{ exact: true }}>
        <HomeIcon />
        <span>{texts.nav.home}</span>
      </Link>
      <a href={CONTENT_PATH} className={styles.item}>
        <GridIcon />
        <span>{texts.nav.content}</span>
      </a>
      <a href={NEWS_SITE_URL} className={styles.item} target="_blank" rel="noopener noreferrer">
        <NewsIcon />
        <span>{texts.nav.news}</span>
      </a>
      <a href="/news-letter" className={styles.item}>
        <MailIcon />
        <span>{texts.nav.newsletter}</span>
      </a>
      <a href="/podcast" className={styles.item}>
        <MicIcon />
        <span>{texts.nav.podcast}</span>
      </a>
    </nav>
  );
}
