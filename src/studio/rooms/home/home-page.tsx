import type { RoomPageProps } from '../room';
import { RoomHeading } from '../../ui/room-heading';
import { SectionNav } from '../../ui/section-nav';
import { ActorsSection } from './actors-section';
import { CategoriesSection } from './categories-section';
import { homeTexts as texts } from './home-texts';
import { ScheduleSection } from './schedule-section';
import { SlidesSection } from './slides-section';

const SECTIONS = [
  { rest: '', label: texts.slides },
  { rest: 'schedule', label: texts.schedule },
  { rest: 'categories', label: texts.categories },
  { rest: 'actors', label: texts.actors },
] as const;

/** The home's slide sets, the live schedule, categories and actors, one section at a time. */
export default function HomePage({ rest }: RoomPageProps) {
  const section = SECTIONS.find((s) => s.rest === rest) ?? SECTIONS[0];
  return (
    <>
      <RoomHeading title={texts.heading} />
      <SectionNav label={texts.sections} room="home" sections={SECTIONS} current={section.rest} />
      {section.rest === '' ? <SlidesSection /> : null}
      {section.rest === 'schedule' ? <ScheduleSection /> : null}
      {section.rest === 'categories' ? <CategoriesSection /> : null}
      {section.rest === 'actors' ? <ActorsSection /> : null}
    </>
  );
}
