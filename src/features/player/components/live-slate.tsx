import { playerTexts as t } from '../texts';
import styles from './live-slate.module.css';

const WORDS = {
  dropped: { title: t.liveDropped, line: t.liveResumes },
  starting: { title: t.liveStartsSoon, line: t.liveStartsItself },
} as const;

/**
 * The slate while a live feed is down, or while a broadcast starts and its first segment is not
 * written yet (issue 28). The live region is always in the page, so a screen reader hears the text
 * when it appears (a region added with its text is often missed).
 */
export function LiveSlate({ shown }: { shown: keyof typeof WORDS | null }) {
  const words = shown ? WORDS[shown] : null;
  return (
    <div
      className={styles.slate}
      role="status"
      data-live-slate={shown ?? ''}
      data-shown={shown ? true : undefined}
    >
      {words ? (
        <>
          <p className={styles.title}>{words.title}</p>
          <p className={styles.line}>{words.line}</p>
        </>
      ) : null}
    </div>
  );
}
