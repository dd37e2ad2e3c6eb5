import { Link } from '@tanstack/react-router';
import { EmptyState, statusActionClass } from '@/ui/status-view';
import { pagesTexts } from '../texts';
import { useDocumentTitle } from '@/lib/use-document-title';

interface Props {
  title?: string;
  text?: string;
}

/** An unknown id: say so plainly and offer a way on, never a blank page. */
export function PageNotFound({
  title = pagesTexts.notFoundTitle,
  text = pagesTexts.notFoundText,
}: Props) {
  useDocumentTitle(title);
  return (
    <EmptyState headingLevel={1} title={title} text={text} icon="alert">
      <Link to="/" className={statusActionClass}>
        {pagesTexts.backHome}
      </Link>
    </EmptyState>
  );
}
