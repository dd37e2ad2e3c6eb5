import type { ErrorComponentProps } from '@tanstack/react-router';
import { Link } from '@tanstack/react-router';
import { texts } from '@/lib/texts';
import { ChunkError } from './chunk-error';
import { isChunkLoadError } from './is-chunk-error';
import styles from './errors.module.css';

export function RouteError({ error, reset }: ErrorComponentProps) {
  if (isChunkLoadError(error)) return <ChunkError />;
  const message = error instanceof Error && error.message ? error.message : texts.states.loadFailed;
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>{texts.errors.genericTitle}</h1>
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
