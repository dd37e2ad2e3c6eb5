import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { CONTENT_PAGE } from '../api/get-content-page';
import { pagesTexts } from '../texts';
import styles from './pages-shell.module.css';

interface Props {
  title: ReactNode;
  /** A line under the title: a lead paragraph or the update date. */
  lead?: ReactNode;
  children: ReactNode;
  /** Wider body for pages that lay out more than one column of text (contact). */
  wide?: boolean;
}

const links = [
  { key: 'about', id: CONTENT_PAGE.about, label: pagesTexts.links.about },
  { key: 'terms', id: CONTENT_PAGE.terms, label: pagesTexts.links.terms },
  { key: 'privacy', id: CONTENT_PAGE.privacy, label: pagesTexts.links.privacy },
] as const;

/** The frame shared by the about/terms/privacy pages, the FAQ and contact: title band + side nav. */
export function PagesShell({ title, lead, children, wide = false }: Props) {
  const nav = useRef<HTMLElement>(null);
  // On phones the chips scroll sideways: bring the current page's chip into view.
  useEffect(() => {
    const strip = nav.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  });
  return (
    <div className={styles.page}>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <div className={styles.lead}>{lead}</div> : null}
        </div>
      </div>
      <div className={styles.layout} data-wide={wide || undefined}>
        <nav ref={nav} aria-label={pagesTexts.related} className={styles.nav}>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.key}>
                <Link to="/content/$id" params={{ id: String(link.id) }} className={styles.navLink}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/faq" className={styles.navLink}>
                {pagesTexts.links.faq}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={styles.navLink}>
                {pagesTexts.links.contact}
              </Link>
            </li>
          </ul>
        </nav>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
