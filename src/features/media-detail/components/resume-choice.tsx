import { useEffect, useRef, useState } from 'react';
import { Heading } from 'react-aria-components';
import { formatClock } from '@/lib/format-clock';
import { AnchorLink } from '@/ui/anchor-link';
import { Dialog } from '@/ui/dialog';
import { PlayIcon } from '@/ui/icons';
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
  const clock = formatClock(position);
  return (
    <>
      <button type="button" className={styles.play} onClick={() => setOpen(true)}>
        <PlayIcon width={22} height={22} />
        {t.play}
      </button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable
        width={420}
        placement="center"
        className={styles.resumeDialog}
      >
        <Heading slot="title" className={styles.resumeTitle}>
          {t.resumeTitle}
        </Heading>
        <p className={styles.resumeAt}>{t.resumeAt(clock)}</p>
        <Choices href={href} clock={clock} />
      </Dialog>
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
