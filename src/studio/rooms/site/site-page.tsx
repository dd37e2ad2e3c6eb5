import { RoomHeading } from '../../ui/room-heading';
import { SectionNav } from '../../ui/section-nav';
import type { RoomPageProps } from '../room';
import { FaqPanel } from './faq-panel';
import { LinksPanel } from './links-panel';
import { PageEditor, PagesPanel } from './pages-panel';
import { siteTexts as texts } from './site-texts';

const SECTIONS = [
  ['faq', texts.faq],
  ['pages', texts.pages],
  ['links', texts.links],
] as const;

/** The site room by the path under /studio/site: the FAQ, the content pages, links and logos. */
export default function SitePage({ rest }: RoomPageProps) {
  const page = /^pages\/(\d+)$/.exec(rest);
  if (page) return <PageEditor key={page[1]} id={Number(page[1])} />;
  const section = rest === 'pages' || rest === 'links' ? rest : 'faq';
  return (
    <>
      <RoomHeading title={texts.title} />
      <SectionNav
        label={texts.sections}
        room="site"
        sections={SECTIONS.map(([rest, label]) => ({ rest, label }))}
        current={section}
      />
      {section === 'faq' ? <FaqPanel /> : section === 'pages' ? <PagesPanel /> : <LinksPanel />}
    </>
  );
}
