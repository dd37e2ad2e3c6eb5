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
import { requireLogin, storedViewerId } from '@/session';
import { showToast } from '@/lib/toast-store';
import { Dialog } from '@/ui/dialog';
import { reportEpisode } from '../api/report-episode';
import { socialTexts as t } from '../texts';
import { FlagIcon } from './social-icons';
import pill from '@/ui/pill-button.module.css';
import styles from './report-dialog.module.css';

interface Props {
  episodeId: number;
  mediaId: number;
  /** The playback second now, sent with the report so moderators open the player there. */
  at?: () => number;
}

/** Reporting an episode: a reason, optional details, and the spec's thank-you on success. */
export function ReportButton({ episodeId, mediaId, at }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${pill.pill} ${pill.quiet}`}
        title={t.report}
        onClick={() => {
          if (requireLogin()) setOpen(true);
        }}
      >
        <FlagIcon />
        <span className={pill.label}>{t.report}</span>
      </button>
      <ReportDialog
        isOpen={open}
        onOpenChange={setOpen}
        episodeId={episodeId}
        mediaId={mediaId}
        {...(at ? { at } : {})}
      />
    </>
  );
}

interface DialogProps extends Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ReportDialog({ isOpen, onOpenChange, episodeId, mediaId, at }: DialogProps) {
  const [reason, setReason] = useState<string>(t.reportReasons[0]);
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const text = details.trim();
    try {
      await reportEpisode({
        userId: storedViewerId(),
        episodeId,
        mediaId,
        report: text ? `${reason}: ${text}` : reason,
        ...(at ? { at: at() } : {}),
      });
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
          {t.reportTitle}
        </Heading>
        <p className={styles.intro}>{t.reportIntro}</p>
        <RadioGroup className={styles.reasons} value={reason} onChange={setReason} isRequired>
          <Label className={styles.label}>{t.reportReason}</Label>
          {t.reportReasons.map((r) => (
            <Radio key={r} value={r} className={styles.radio}>
              <span className={styles.dot} aria-hidden="true" />
              {r}
            </Radio>
          ))}
        </RadioGroup>
        <TextField className={styles.field} value={details} onChange={setDetails}>
          <Label className={styles.label}>{t.reportDetails}</Label>
          <TextArea className={styles.textarea} rows={3} maxLength={900} />
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
