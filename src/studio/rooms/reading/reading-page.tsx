import { SectionNav } from '../../ui/section-nav';
import type { RoomPageProps } from '../room';
import { NewsletterEditor } from './newsletter-editor';
import { NewsletterList } from './newsletter-list';
import { PodcastEditor } from './podcast-editor';
import { PodcastList } from './podcast-list';
import { readingTexts as texts } from './reading-texts';

/** The reading room's pages by the path under /studio/reading: newsletters, podcasts, one each. */
export default function ReadingPage({ rest }: RoomPageProps) {
  const podcasts = rest.startsWith('podcasts');
  return (
    <>
      <SectionNav
        label={texts.sections}
        room="reading"
        sections={[
          { rest: '', label: texts.newsletters },
          { rest: 'podcasts', label: texts.podcasts },
        ]}
        current={podcasts ? 'podcasts' : ''}
      />
      <Section rest={rest} />
    </>
  );
}

function Section({ rest }: RoomPageProps) {
  if (rest === 'newsletters/new') return <NewsletterEditor id={null} />;
  const newsletter = /^newsletters\/(\d+)$/.exec(rest);
  if (newsletter) return <NewsletterEditor key={newsletter[1]} id={Number(newsletter[1])} />;
  if (rest === 'podcasts/new') return <PodcastEditor id={null} />;
  const podcast = /^podcasts\/(\d+)$/.exec(rest);
  if (podcast) return <PodcastEditor key={podcast[1]} id={Number(podcast[1])} />;
  if (rest.startsWith('podcasts')) return <PodcastList />;
  return <NewsletterList />;
}
