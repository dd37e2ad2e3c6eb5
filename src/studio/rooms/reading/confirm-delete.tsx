import { useMutation } from '@tanstack/react-query';
import { QuestionDialog } from '@/ui/question-dialog';
import uiStyles from '../../ui/studio-ui.module.css';
import { readingTexts as texts } from './reading-texts';
import styles from './reading.module.css';

interface Props {
  text: string;
  /** The delete itself; a refusal (a stale version) is said in the dialog. */
  remove: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/** Asks before something is deleted for good; nothing is deleted until "Устгах" is pressed. */
export function ConfirmDelete({ text, remove, onDone, onClose }: Props) {
  const removal = useMutation({ mutationFn: remove, onSuccess: onDone });
  return (
    <QuestionDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !removal.isPending) onClose();
      }}
      isDismissable={!removal.isPending}
      title={texts.removeAsk}
      text={
        <>
          {text}
          <span role="alert" className={styles.dialogError}>
            {removal.isError ? removal.error.message : ''}
          </span>
        </>
      }
    >
      <div className={styles.dialogActions}>
        <button type="button" className={uiStyles.button} onClick={onClose}>
          Болих
        </button>
        <button
          type="button"
          className={uiStyles.danger}
          disabled={removal.isPending}
          onClick={() => removal.mutate()}
        >
          {texts.remove}
        </button>
      </div>
    </QuestionDialog>
  );
}
