import { playerTexts as t } from '../texts';
import styles from './live-slate.module.css';

/**
 * The slate while a live feed is down (issue 28). The live region is always in the page, so a
 * screen reader hears the text when it appears (a region added with its text is often missed).
 */
export function LiveSlate({ shown }: { shown: boolean }) {
  return (
    <div className={styles.slate} role="status" data-live-slate="" data-shown={shown || undefined}>
      {shown ? (
        <>
          <p className={styles.title}>{t.liveDropped}</p>
          <p className={styles.line}>{t.liveResumes}</p>
        </>
      ) : null}
    </div>
  );
}
