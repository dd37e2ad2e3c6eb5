import { useState } from 'react';
import type { DownloadRecord } from '@contract/offline-downloads';
import { showToast } from '@/lib/toast-store';
import { QuestionDialog } from '@/ui/question-dialog';
import { cancelDownload, deleteDownload } from '../engine/controller';
import { downloadsPageTexts as t } from '../texts';
import { TrashIcon } from './page-icons';
import styles from './downloads-page.module.css';

interface Props {
  record: DownloadRecord;
  /** After the record is gone: the caller moves focus (the row it sat in has left the page). */
  onDeleted?: () => void;
}

/**
 * "Устгах" asks first: the bytes are gone for good, and fetching them again needs a network that
 * may not be there.
 */
export function DeleteButton({ record, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      // A download that never finished is stopped as well as deleted.
      if (record.state === 'done') await deleteDownload(record.userId, record.id);
      else await cancelDownload(record.userId, record.id);
      setOpen(false);
      onDeleted?.();
    } catch {
      showToast('error', t.actionFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.action} onClick={() => setOpen(true)}>
        <TrashIcon size={18} />
        {t.remove}
      </button>
      <QuestionDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t.removeTitle}
        text={t.removeText(record.subtitle ?? record.title)}
      >
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={styles.danger}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {t.remove}
          </button>
          <button type="button" className={styles.action} onClick={() => setOpen(false)}>
            {t.keep}
          </button>
        </div>
      </QuestionDialog>
    </>
  );
}
