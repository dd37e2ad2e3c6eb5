import { useState } from 'react';
import { deleteAllDownloads, listDownloads, useDownloads } from '@/features/downloads';
import { showToast } from '@/lib/toast-store';
import { QuestionDialog } from '@/ui/question-dialog';
import { accountTexts } from '../texts';
import { LogoutIcon } from './account-icons';
import form from './form.module.css';
import styles from './logout-button.module.css';

const t = accountTexts.logoutDownloads;

interface Props {
  userId: number;
  className?: string | undefined;
  onLogout: () => void;
}

/**
 * "Гарах". With downloads on the device it first asks whether to keep them (they stay this user's:
 * another user who signs in here never sees them) or delete them before logging out.
 */
export function LogoutButton({ userId, className, onLogout }: Props) {
  const { records, loading } = useDownloads();
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);

  const remove = () => {
    if (removing) return;
    setRemoving(true);
    deleteAllDownloads(userId).then(onLogout, () => {
      setRemoving(false);
      showToast('error', t.removeFailed);
    });
  };

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          if (!loading) return records.length > 0 ? setAsking(true) : onLogout();
          // Pressed before the records were read: read them now rather than skip the question.
          void listDownloads(userId)
            .then((all) => all.length > 0)
            .catch(() => false)
            .then((has) => (has ? setAsking(true) : onLogout()));
        }}
      >
        <LogoutIcon />
        {accountTexts.logout}
      </button>
      <QuestionDialog
        isOpen={asking}
        onOpenChange={(open) => !removing && setAsking(open)}
        isDismissable={!removing}
        placement="sheet"
        title={t.title}
        text={t.body}
      >
        <div className={styles.actions}>
          <button type="button" className={form.secondary} disabled={removing} onClick={onLogout}>
            {t.keep}
          </button>
          <button
            type="button"
            className={form.primary}
            aria-disabled={removing || undefined}
            onClick={remove}
          >
            {removing ? t.removing : t.remove}
          </button>
        </div>
        <button
          type="button"
          className={styles.cancel}
          disabled={removing}
          onClick={() => setAsking(false)}
        >
          {t.cancel}
        </button>
      </QuestionDialog>
    </>
  );
}
