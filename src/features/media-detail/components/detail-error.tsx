import { Link } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { texts } from '@/lib/texts';
import { detailTexts as t } from '../texts';
import styles from './detail-states.module.css';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400);
}

/** A missing title says so plainly; any other failure says why and offers a retry. */
export function DetailError({
  error,
  onRetry,
  headingLevel = 1,
  titleId,
}: {
  error: unknown;
  onRetry: () => void;
  headingLevel?: 1 | 2;
  titleId?: string;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const notFound = isNotFound(error);
  const message =
    !notFound && error instanceof Error && error.message ? error.message : texts.states.loadFailed;
  return (
    <div className={styles.error} role="alert" data-testid="detail-error">
      <Heading id={titleId} className={styles.errorTitle}>
        {notFound ? t.notFoundTitle : t.loadFailedTitle}
      </Heading>
      <p className={styles.errorText}>{notFound ? t.notFoundBody : message}</p>
      <div className={styles.errorActions}>
        {notFound ? null : (
          <button type="button" className={styles.primary} onClick={onRetry}>
            {texts.states.retry}
          </button>
        )}
        <Link to="/" className={styles.secondary}>
          {t.home}
        </Link>
      </div>
    </div>
  );
}
