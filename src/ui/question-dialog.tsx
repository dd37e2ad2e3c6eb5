import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Dialog } from './dialog';
import styles from './question-dialog.module.css';

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Off while the answer is being carried out, so a stray tap cannot drop it. */
  isDismissable?: boolean;
  placement?: 'sheet' | 'center';
  /** The question, which names the dialog. */
  title: string;
  text: ReactNode;
  /** The answers: the feature's own buttons or links. */
  children: ReactNode;
}

/**
 * A short question before an action (continue or start over, delete a download, keep downloads
 * at logout): a title, a line of text and the answers, in the app's one Dialog.
 */
export function QuestionDialog({
  isOpen,
  onOpenChange,
  isDismissable = true,
  placement = 'center',
  title,
  text,
  children,
}: Props) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      width={420}
      placement={placement}
      className={styles.dialog}
    >
      <Heading slot="title" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      {children}
    </Dialog>
  );
}
