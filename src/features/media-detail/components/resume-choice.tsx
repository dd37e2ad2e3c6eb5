import { useEffect, useRef, useState } from 'react';
import { formatClock } from '@/lib/format-clock';
import { AnchorLink } from '@/ui/anchor-link';
import { PlayIcon } from '@/ui/icons';
import { LazyQuestionDialog } from '@/ui/lazy-question-dialog';
import { detailTexts as t } from '../texts';
import styles from './detail-actions.module.css';

interface Props {
  /** The episode's watch page. */
  href: string;
  /** Where the viewer stopped in it, seconds. */
  position: number;
}

/**
 * "Үзэх" on a half-watched episode: asks "continue or start over" here, and the watch page,
 * told the answer by `?start=`, does not ask again.
 */
export function ResumeChoice({ href, position }: Props) {
  const [open, setOpen] = useState(false);
  // Most visits never ask; the dialog's code comes with the first ask (src/ui/lazy-question-dialog).
  const [asked, setAsked] = useState(false);
  const clock = formatClock(position);
  return (
    <>
      <button
        type="button"
        className={styles.play}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <PlayIcon width={22} height={22} />
        {t.play}
      </button>
      {asked && (
        <LazyQuestionDialog
          isOpen={open}
          onOpenChange={setOpen}
          title={t.resumeTitle}
          text={t.resumeAt(clock)}
        >
          <Choices href={href} clock={clock} />
        </LazyQuestionDialog>
      )}
    </>
  );
}

function Choices({ href, clock }: { href: string; clock: string }) {
  const resume = useRef<HTMLAnchorElement>(null);
  // The likely choice takes the keyboard. A child's effect runs before the dialog's own, which
  // then leaves focus where it is instead of on the dialog box.
  useEffect(() => resume.current?.focus(), []);
  return (
    <div className={styles.resumeActions}>
      <AnchorLink ref={resume} href={`${href}?start=resume`} className={styles.play}>
        <PlayIcon width={20} height={20} />
        {t.resume(clock)}
      </AnchorLink>
      <AnchorLink href={`${href}?start=over`} className={styles.startOver}>
        {t.startOver}
      </AnchorLink>
    </div>
  );
}
