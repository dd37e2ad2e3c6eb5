import { followLink, studioHref } from '../../app/location';
import { RoomHeading } from '../../ui/room-heading';
import type { RoomPageProps } from '../room';
import { BanList } from './ban-list';
import { CommentList } from './comment-list';
import { moderationTexts as texts } from './moderation-texts';
import { ReportQueue } from './report-queue';
import styles from './moderation.module.css';

const SECTIONS = [
  ['', texts.reports],
  ['comments', texts.comments],
  ['bans', texts.bans],
] as const;

/** The moderation room by the path under /studio/moderation: reports, comments, stops. */
export default function ModerationPage({ rest }: RoomPageProps) {
  const section = rest === 'comments' || rest === 'bans' ? rest : '';
  return (
    <>
      <RoomHeading title={texts.title} />
      <nav aria-label={texts.sections} className={styles.subnav}>
        {SECTIONS.map(([path, label]) => (
          <a
            key={path}
            href={studioHref(path ? `moderation/${path}` : 'moderation')}
            onClick={followLink}
            aria-current={section === path ? 'page' : undefined}
          >
            {label}
          </a>
        ))}
      </nav>
      {section === 'comments' ? (
        <CommentList />
      ) : section === 'bans' ? (
        <BanList />
      ) : (
        <ReportQueue />
      )}
    </>
  );
}
