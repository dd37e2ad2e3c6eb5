import { useId } from 'react';
import type { MediaDetail } from '@contract/entities';
import { resumablePosition } from '@/lib/resume-position';
import { AnchorLink } from '@/ui/anchor-link';
import { PlayIcon } from '@/ui/icons';
import { isPlayable, playHref } from '../links';
import { detailTexts as t } from '../texts';
import { LockIcon } from './detail-icons';
import { ResumeChoice } from './resume-choice';
import styles from './detail-actions.module.css';

/**
 * Plays the next unwatched episode (series) or the title (movie, theatre); a half-watched
 * episode first asks "continue or start over". A blacklisted title without a mirror cannot be
 * played, and the reason is shown next to the disabled button.
 */
export function PlayButton({ detail }: { detail: MediaDetail }) {
  const reasonId = useId();
  const href = playHref(detail);
  if (!isPlayable(detail) || href === null) {
    const reason = href === null ? t.noEpisodesYet : t.playBlocked;
    return (
      <div className={styles.blocked}>
        <button type="button" className={styles.play} disabled aria-describedby={reasonId}>
          <LockIcon width={20} height={20} />
          {t.play}
        </button>
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      </div>
    );
  }
  // The episode's own length is not in the detail: the rule's "not at the credits" part is the
  // server's (a finished episode moves epId on and answers 0).
  const resumeAt = detail.kind === 'series' ? resumablePosition(detail.ep_position_sec, 0) : null;
  if (resumeAt !== null) return <ResumeChoice href={href} position={resumeAt} />;
  return (
    <AnchorLink href={href} className={styles.play}>
      <PlayIcon width={22} height={22} />
      {t.play}
    </AnchorLink>
  );
}
