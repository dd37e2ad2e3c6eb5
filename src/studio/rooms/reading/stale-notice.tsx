import { studioMessages } from '@contract/studio/messages';
import uiStyles from '../../ui/studio-ui.module.css';
import { readingTexts as texts } from './reading-texts';
import styles from './reading.module.css';

interface Props {
  /** Keep the editor's values and save over the newer version. */
  onKeep: () => void;
  /** Replace the form's values with the stored ones. */
  onReload: () => void;
}

/** Someone else saved first (409): the form still holds the editor's values; they choose. */
export function StaleNotice({ onKeep, onReload }: Props) {
  return (
    <div role="alert" className={styles.stale}>
      <p>{studioMessages.staleVersion}</p>
      <div className={styles.actions}>
        <button type="button" className={uiStyles.button} onClick={onKeep}>
          {texts.stale.keep}
        </button>
        <button type="button" className={uiStyles.button} onClick={onReload}>
          {texts.stale.reload}
        </button>
      </div>
    </div>
  );
}
