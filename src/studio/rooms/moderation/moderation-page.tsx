import { RoomHeading } from '../../ui/room-heading';
import { SectionNav } from '../../ui/section-nav';
import type { RoomPageProps } from '../room';
import { BanList } from './ban-list';
import { CommentList } from './comment-list';
import { ContactList } from './contact-list';
import { HeldList } from './held-list';
import { moderationTexts as texts } from './moderation-texts';
import { ReportQueue } from './report-queue';
import { WordList } from './word-list';
import { wordTexts } from './word-texts';

const SECTIONS = [
  ['', texts.reports],
  ['comments', texts.comments],
  ['bans', texts.bans],
  ['held', wordTexts.held],
  ['words', wordTexts.words],
  ['contact', wordTexts.contact],
] as const;

type Section = (typeof SECTIONS)[number][0];

/**
 * The moderation room by the path under /studio/moderation: reports, comments, stops, the
 * comments the word list held, the word list, and the contact form's messages.
 */
export default function ModerationPage({ rest }: RoomPageProps) {
  const section: Section = SECTIONS.find(([path]) => path === rest)?.[0] ?? '';
  return (
    <>
      <RoomHeading title={texts.title} />
      <SectionNav
        label={texts.sections}
        room="moderation"
        sections={SECTIONS.map(([rest, label]) => ({ rest, label }))}
        current={section}
      />
      {section === 'comments' ? (
        <CommentList />
      ) : section === 'bans' ? (
        <BanList />
      ) : section === 'held' ? (
        <HeldList />
      ) : section === 'words' ? (
        <WordList />
      ) : section === 'contact' ? (
        <ContactList />
      ) : (
        <ReportQueue />
      )}
    </>
  );
}
