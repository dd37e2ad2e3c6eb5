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
import { showToast } from '@/lib/toast-store';
import { Dialog } from '@/ui/dialog';
import { socialTexts as t } from '../texts';
import styles from './report-dialog.module.css';

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  intro: string;
  reasons: readonly string[];
  /** The server's limit on the whole report, reason included. */
  maxDetails: number;
  /** Sends "reason" or "reason: details"; throws when the server refused (it has said why). */
  send: (report: string) => Promise<unknown>;
}

/**
 * The report form an episode and a comment share: a reason, optional details, the spec's
 * thank-you, one send at a time. A refusal keeps the dialog open for another try.
 */
export function ReportFormDialog({
  isOpen,
  onOpenChange,
  title,
  intro,
  reasons,
  maxDetails,
  send,
}: Props) {
  const [reason, setReason] = useState<string>(reasons[0] ?? '');
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const text = details.trim();
    try {
      await send(text ? `${reason}: ${text}` : reason);
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
          {title}
        </Heading>
        <p className={styles.intro}>{intro}</p>
        <RadioGroup className={styles.reasons} value={reason} onChange={setReason} isRequired>
          <Label className={styles.label}>{t.reportReason}</Label>
          {reasons.map((r) => (
            <Radio key={r} value={r} className={styles.radio}>
              <span className={styles.dot} aria-hidden="true" />
              {r}
            </Radio>
          ))}
        </RadioGroup>
        <TextField className={styles.field} value={details} onChange={setDetails}>
          <Label className={styles.label}>{t.reportDetails}</Label>
          <TextArea className={styles.textarea} rows={3} maxLength={maxDetails} />
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
