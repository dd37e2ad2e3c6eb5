import { QuestionDialog } from '@/ui/question-dialog';
import uiStyles from '../../ui/studio-ui.module.css';
import { liveTexts } from './live-texts';
import styles from './live.module.css';

interface Props {
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  /** The server's refusal, said in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action an encoder feels at once (a new key, no key, the end). */
export function ConfirmDialog({ title, text, confirm, pending, error, onConfirm, onClose }: Props) {
  return (
    <QuestionDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      isDismissable={!pending}
      title={title}
      text={
        <>
          {text}
          <span role="alert" className={styles.error}>
            {error ?? ''}
          </span>
        </>
      }
    >
      <div className={styles.dialogActions}>
        <button type="button" className={uiStyles.button} onClick={onClose}>
          {liveTexts.cancel}
        </button>
        <button type="button" className={uiStyles.danger} disabled={pending} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </QuestionDialog>
  );
}
