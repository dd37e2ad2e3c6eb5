import { texts } from '@/lib/texts';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './errors.module.css';

/** docs/product.md §8: a chunk that fails or takes over 120 s gives a chunk load error, with a way out. */
export function ChunkError() {
  useDocumentTitle(texts.errors.chunkTitle);
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>{texts.errors.chunkTitle}</h1>
      <p className={styles.text}>{texts.errors.chunkBody}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {texts.errors.reload}
      </button>
    </div>
  );
}
