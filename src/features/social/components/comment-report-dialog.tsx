import { useState, type FormEvent } from 'react';
import {
  Button,
  Heading,
  Label,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from 'react-aria-components';
import { spec } from '@contract/messages';
import { storedViewerId } from '@/session';
import { showToast } from '@/lib/toast-store';
import { Dialog } from '@/ui/dialog';
import { reportComment } from '../api/report-comment';
import { socialTexts as t } from '../texts';
import styles from './report-dialog.module.css';

interface Props {
  commentId: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Reporting a comment: a reason, optional details, the spec's thank-you; sent once per viewer. */
export function CommentReportDialog({ commentId, isOpen, onOpenChange }: Props) {
  const [reason, setReason] = useState<string>(t.reportCommentReasons[0]);
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const text = details.trim();
    try {
      await reportComment(storedViewerId(), commentId, text ? `${reason}: ${text}` : reason);
      showToast('success', spec.reportSent);
      setDetails('');
      onOpenChange(false);
    } catch {
      // The API client has shown the server's message; the dialog stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      width={520}
      className={styles.dialog}
    >
      <form onSubmit={(e) => void submit(e)}>
        <Heading slot="title" className={styles.title}>
          {t.reportCommentTitle}
        </Heading>
        <p className={styles.intro}>{t.reportCommentIntro}</p>
        <RadioGroup className={styles.reasons} value={reason} onChange={setReason} isRequired>
          <Label className={styles.label}>{t.reportReason}</Label>
          {t.reportCommentReasons.map((r) => (
            <Radio key={r} value={r} className={styles.radio}>
              <span className={styles.dot} aria-hidden="true" />
              {r}
            </Radio>
          ))}
        </RadioGroup>
        <TextField className={styles.field} value={details} onChange={setDetails}>
          <Label className={styles.label}>{t.reportDetails}</Label>
          <TextArea className={styles.textarea} rows={3} maxLength={400} />
        </TextField>
        <div className={styles.actions}>
          <Button slot="close" className={styles.secondary}>
            {t.cancel}
          </Button>
          <Button type="submit" className={styles.primary} isDisabled={sending}>
            {t.reportSend}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
