import { Link } from '@tanstack/react-router';
import type { Link as FooterLink } from '@contract/entities';
import { useFooter } from '@/features/navigation';
import { APP_STORE_URL, PLAY_STORE_URL } from '@/lib/links';
import { texts } from '@/lib/texts';
import { BrandLogo } from '@/ui/brand-logo';
import { layoutTexts } from './layout-texts';
import styles from './site-footer.module.css';

/** Until the footer call answers (or if it fails), the stores the app is known to be in. */
const FALLBACK_APPS: FooterLink[] = [
  { id: -1, kind: 'app_store', title: 'App Store', url: APP_STORE_URL, icon: null },
  { id: -2, kind: 'app_store', title: 'Google Play', url: PLAY_STORE_URL, icon: null },
];

function ExternalLinks({ links, variant }: { links: FooterLink[]; variant: 'app' | 'social' }) {
  return (
    <ul className={variant === 'app' ? styles.apps : styles.socials}>
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={variant === 'app' ? styles.app : styles.social}
            aria-label={variant === 'social' ? `${link.title} ${layoutTexts.newTab}` : undefined}
          >
            {link.icon ? (
              <img src={link.icon} alt="" width={32} height={32} loading="lazy" />
            ) : null}
            {variant === 'app' ? (
              <>
                <span>{link.title}</span>
                <span className="visually-hidden">{layoutTexts.newTab}</span>
              </>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { data } = useFooter();
  const logo = data?.logos[0];
  const apps = data?.apps.length ? data.apps : FALLBACK_APPS;
  const socials = data?.socials ?? [];
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brandBlock}>
          <span className={styles.logoBox}>
            {logo ? <img src={logo.url} alt={texts.brand} width={84} height={36} /> : <BrandLogo />}
          </span>
          <p className={styles.tagline}>{layoutTexts.footer.tagline}</p>
          {socials.length > 0 ? (
            <div>
              <h2 className={styles.heading}>{layoutTexts.footer.social}</h2>
              <ExternalLinks links={socials} variant="social" />
            </div>
          ) : null}
        </div>
        <nav aria-label={layoutTexts.footer.pages} className={styles.column}>
          <h2 className={styles.heading}>{layoutTexts.footer.pages}</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/content/$id" params={{ id: '47' }}>
                {texts.footer.about}
              </Link>
            </li>
            <li>
              <Link to="/content/$id" params={{ id: '48' }}>
                {texts.footer.terms}
              </Link>
            </li>
            <li>
              <Link to="/content/$id" params={{ id: '49' }}>
                {texts.footer.privacy}
              </Link>
            </li>
            <li>
              <Link to="/faq">{texts.footer.faq}</Link>
            </li>
            <li>
              <Link to="/contact">{texts.footer.contact}</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{texts.footer.downloadApp}</h2>
          <ExternalLinks links={apps} variant="app" />
        </div>
      </div>
      <p className={styles.copyright}>{texts.footer.copyright}</p>
    </footer>
  );
}
