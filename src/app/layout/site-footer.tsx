import { APP_STORE_URL, PLAY_STORE_URL } from '@/lib/links';
import { texts } from '@/lib/texts';
import { BrandLogo } from './brand-logo';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brandBlock}>
          <BrandLogo />
          <p className={styles.tagline}>Бизнес, эдийн засаг, энтертайнмент — нэг дор.</p>
        </div>
        <nav aria-label={texts.footer.about} className={styles.column}>
          <a href="/content/47">{texts.footer.about}</a>
          <a href="/content/48">{texts.footer.terms}</a>
          <a href="/content/49">{texts.footer.privacy}</a>
          <a href="/faq">{texts.footer.faq}</a>
          <a href="/contact">{texts.footer.contact}</a>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{texts.footer.downloadApp}</h2>
          <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
            App Store
          </a>
          <a href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">
            Google Play
          </a>
        </div>
      </div>
      <p className={styles.copyright}>{texts.footer.copyright}</p>
    </footer>
  );
}
