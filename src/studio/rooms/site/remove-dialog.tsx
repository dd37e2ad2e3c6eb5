import { useMutation } from '@tanstack/react-query';
import { QuestionDialog } from '@/ui/question-dialog';
import { studioTexts } from '../../texts';
import uiStyles from '../../ui/studio-ui.module.css';
import { siteTexts as texts } from './site-texts';
import styles from './site.module.css';

interface Props {
  name: string;
  remove: () => Promise<unknown>;
  onDone: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a row is removed; the server's refusal (a pack in use) is said in it. */
export function RemoveDialog({ name, remove, onDone, onClose }: Props) {
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  return (
    <QuestionDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      isDismissable={!mutation.isPending}
      title={texts.removeTitle}
      text={
        <>
          {texts.removeText(name)}
          <span role="alert" className={styles.dialogError}>
            {mutation.isError ? mutation.error.message : ''}
          </span>
        </>
      }
    >
      <div className={uiStyles.actions}>
        <button type="button" className={uiStyles.button} onClick={onClose}>
          {studioTexts.cancel}
        </button>
        <button
          type="button"
          className={uiStyles.danger}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {texts.remove}
        </button>
      </div>
    </QuestionDialog>
  );
}
