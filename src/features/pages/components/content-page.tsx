import { formatDate, isoDay } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Prose } from '@/ui/prose';
import { useContentPage } from '../api/get-content-page';
import { pagesTexts } from '../texts';
import { PagesShell } from './pages-shell';
import styles from './content-page.module.css';

/** /content/{id}: about (47), terms (48), privacy (49) — a title and the server's HTML. */
export function ContentPage({ id }: { id: number }) {
  const { data: page } = useContentPage(id);
  useDocumentTitle(page.title);
  return (
    <PagesShell
      title={page.title}
      lead={
        <p className={styles.updated}>
          {pagesTexts.updated}{' '}
          <time dateTime={isoDay(page.updated_at)}>{formatDate(page.updated_at)}</time>
        </p>
      }
    >
      <Prose html={page.body} as="article" />
    </PagesShell>
  );
}
