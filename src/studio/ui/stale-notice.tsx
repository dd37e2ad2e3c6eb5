import { studioMessages } from '@contract/studio/messages';
import { studioTexts } from '../texts';
import styles from './studio-ui.module.css';

interface Props {
  /** What is stored now, named for the editor (e.g. the stored title), when the form has one. */
  theirs?: string | undefined;
  /** Keep the editor's values and save over the newer version. */
  onKeep: () => void;
  /** Replace the form's values with the stored ones. */
  onReload: () => void;
}

/**
 * Someone else saved first (409): every versioned form of the studio keeps the editor's values
 * and shows this, so they choose between their own and the stored ones; nothing is lost.
 */
export function StaleNotice({ theirs, onKeep, onReload }: Props) {
  return (
    <div role="alert" className={styles.stale}>
      <p>{studioMessages.staleVersion}</p>
      {theirs ? (
        <p>
          {studioTexts.stale.theirs} <strong>{theirs}</strong>
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onKeep}>
          {studioTexts.stale.keep}
        </button>
        <button type="button" className={styles.button} onClick={onReload}>
          {studioTexts.stale.reload}
        </button>
      </div>
    </div>
  );
}
