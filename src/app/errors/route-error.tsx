import type { ErrorComponentProps } from '@tanstack/react-router';
import { Link } from '@tanstack/react-router';
import { extra } from '@contract/messages';
import { ApiError } from '@/lib/api-client';
import { texts } from '@/lib/texts';
import { ChunkError } from './chunk-error';
import { isChunkLoadError } from './is-chunk-error';
import styles from './errors.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RouteError({ error, reset }: ErrorComponentProps) {
  // No answer at all: the page was never cached and the network is gone. Say so plainly.
  const unreachable = error instanceof ApiError && error.httpStatus === 0;
  const chunk = isChunkLoadError(error);
  // A chunk error names the tab itself; a parent's effect would run after the child's and win.
  useDocumentTitle(chunk ? null : unreachable ? extra.offline : texts.errors.genericTitle);
  if (chunk) return <ChunkError />;
  const message = unreachable
    ? extra.offlinePage
    : error instanceof Error && error.message
      ? error.message
      : texts.states.loadFailed;
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>{unreachable ? extra.offline : texts.errors.genericTitle}</h1>
      <p className={styles.text}>{message}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={reset}>
          {texts.states.retry}
        </button>
        <Link to="/" className={styles.link}>
          {texts.errors.home}
        </Link>
      </div>
    </div>
  );
}
