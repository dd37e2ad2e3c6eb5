import { useStorageSummary } from '../hooks/use-storage-summary';
import { downloadsPageTexts as t } from '../texts';
import styles from './downloads-page.module.css';

/** What the downloads hold and what the browser still allows (navigator.storage.estimate). */
export function StorageLine() {
  const summary = useStorageSummary();
  // Reserve the line's height while it is read, so the list below does not jump.
  if (!summary) return <p className={styles.storage} aria-hidden="true" />;
  const { downloadsBytes, usageBytes, quotaBytes, persisted } = summary;
  const available =
    usageBytes !== null && quotaBytes !== null ? Math.max(0, quotaBytes - usageBytes) : null;
  return (
    <p className={styles.storage}>
      <span>{t.storage(downloadsBytes, available)}</span>
      {persisted ? <span className={styles.persisted}>{t.persisted}</span> : null}
    </p>
  );
}
