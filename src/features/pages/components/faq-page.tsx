import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from '@/ui/status-view';
import { useFaq } from '../api/get-faq';
import { pagesTexts } from '../texts';
import { FaqAccordion } from './faq-accordion';
import { PagesShell } from './pages-shell';
import styles from './faq-page.module.css';

export function FaqPage() {
  const { data: items } = useFaq();
  useDocumentTitle(pagesTexts.faq.title);
  return (
    <PagesShell title={pagesTexts.faq.title} lead={<p>{pagesTexts.faq.lead}</p>}>
      {items.length === 0 ? (
        <EmptyState title={pagesTexts.faq.empty} />
      ) : (
        <FaqAccordion items={items} />
      )}
      <aside className={styles.cta} aria-label={pagesTexts.faq.contactCta}>
        <p className={styles.ctaText}>{pagesTexts.faq.notFound}</p>
        <Link to="/contact" className={styles.ctaLink}>
          {pagesTexts.faq.contactCta}
        </Link>
      </aside>
    </PagesShell>
  );
}
