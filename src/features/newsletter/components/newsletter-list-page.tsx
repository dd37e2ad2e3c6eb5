import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from '@/ui/status-view';
import { LoadMore } from '@/ui/load-more';
import { useNewsletters } from '../api/get-newsletters';
import { newsletterTexts } from '../texts';
import { NewsletterCard } from './newsletter-card';
import styles from './newsletter-list-page.module.css';

export function NewsletterListPage() {
  const query = useNewsletters();
  useDocumentTitle(newsletterTexts.title);
  const items = query.data.pages.flatMap((page) => page.data);
  const total = query.data.pages.at(-1)?.total ?? items.length;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{newsletterTexts.title}</h1>
        <p className={styles.lead}>{newsletterTexts.lead}</p>
      </div>
      {items.length === 0 ? (
        <EmptyState title={newsletterTexts.empty} />
      ) : (
        <>
          <ul className={styles.grid}>
            {items.map((item, index) => (
              <li key={item.id} className={index === 0 ? styles.featured : styles.item}>
                <NewsletterCard item={item} featured={index === 0} eager={index < 3} />
              </li>
            ))}
          </ul>
          <LoadMore
            query={query}
            loadMoreLabel={newsletterTexts.loadMore}
            loadingLabel={newsletterTexts.loadingMore}
            endLabel={newsletterTexts.allShown(total)}
          />
        </>
      )}
    </div>
  );
}
