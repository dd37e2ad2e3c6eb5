import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { QuestionDialog } from '@/ui/question-dialog';
import { isStudioError } from '../api/studio-error';
import { studioTexts } from '../texts';
import { ReasonField } from './reason-field';
import styles from './delete-dialog.module.css';
import uiStyles from './studio-ui.module.css';

export const deleteTexts = {
  remove: 'Устгах',
  ask: (name: string) => `«${name}»-г бүр мөсөн устгах уу?`,
  /** What goes with it, said before anything is deleted. */
  goes: 'Үзэгчид үүнийг дахин олохгүй. Бичлэг, хадмал, эх файл нь дараагийн цэвэрлэгээгээр устана. Буцаах боломжгүй.',
} as const;

interface Props {
  /** The thing's name as the editor knows it. */
  name: string;
  /** What else goes with it, in a sentence (its files, its comments…). */
  text: string;
  /** The delete, with the reason the audit log keeps. */
  remove: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Asks before a title, an episode or a track is deleted for good, and why (decision 076). The
 * reason box takes the focus; Enter sends, Escape closes. A refusal (rentals running, episodes
 * left, a stale version) is said in the dialog and nothing is deleted.
 */
export function DeleteDialog({ name, text, remove, onDone, onClose }: Props) {
  const [reason, setReason] = useState('');
  const removal = useMutation({ mutationFn: remove, onSuccess: onDone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!removal.isPending) removal.mutate(reason);
  };
  const error = removal.error;
  const fieldRefusal = isStudioError(error) && error.status === 422;
  return (
    <QuestionDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !removal.isPending) onClose();
      }}
      isDismissable={!removal.isPending}
      title={deleteTexts.ask(name)}
      text={text}
    >
      <form className={styles.form} onSubmit={submit}>
        <ReasonField
          value={reason}
          onChange={setReason}
          error={isStudioError(error) ? error.field('reason') : undefined}
        />
        <span role="alert" className={styles.error}>
          {error && !fieldRefusal ? error.message : ''}
        </span>
        <div className={uiStyles.actions}>
          <button type="button" className={uiStyles.button} onClick={onClose}>
            {studioTexts.cancel}
          </button>
          <button type="submit" className={uiStyles.danger} disabled={removal.isPending}>
            {deleteTexts.remove}
          </button>
        </div>
      </form>
    </QuestionDialog>
  );
}
