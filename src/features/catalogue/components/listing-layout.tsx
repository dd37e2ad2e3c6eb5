import type { ReactNode } from 'react';
import styles from './listing-layout.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';

interface Props {
  title: string;
  /** "N контент" once the first page told the total. */
  count?: string;
  filters?: ReactNode;
  children: ReactNode;
}

/** Title, count and filter bar above a listing grid; the page clears the overlaid header. */
export function ListingLayout({ title, count, filters, children }: Props) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {count ?? ''}
        </p>
      </header>
      {filters ? <div className={styles.filters}>{filters}</div> : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
