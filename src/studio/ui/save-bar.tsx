import { studioTexts } from '../texts';
import styles from './studio-ui.module.css';

interface Props {
  busy: boolean;
  /** What the last save did: the server's message, said by the live region. */
  status?: { kind: 'ok' | 'error'; text: string } | null;
  label?: string;
}

/**
 * A form's submit button and the line that says how the save went. The line is a live region
 * that exists before anything is said in it, so a screen reader announces each outcome.
 */
export function SaveBar({ busy, status, label = studioTexts.save }: Props) {
  return (
    <div className={styles.saveBar}>
      <button type="submit" className={styles.primary} disabled={busy} aria-disabled={busy}>
        {busy ? studioTexts.saving : label}
      </button>
      <p
        role="status"
        aria-live="polite"
        className={styles.saveStatus}
        data-kind={status?.kind ?? undefined}
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}
