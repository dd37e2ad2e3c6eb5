import { useState } from 'react';
import { requireLogin, storedViewerId } from '@/session';
import { reportEpisode } from '../api/report-episode';
import { socialTexts as t } from '../texts';
import { FlagIcon } from './social-icons';
import pill from '@/ui/pill-button.module.css';
import { ReportFormDialog } from './report-form-dialog';

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
  return (
    <ReportFormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.reportTitle}
      intro={t.reportIntro}
      reasons={t.reportReasons}
      maxDetails={900}
      send={(report) =>
        reportEpisode({
          userId: storedViewerId(),
          episodeId,
          mediaId,
          report,
          ...(at ? { at: at() } : {}),
        })
      }
    />
  );
}
