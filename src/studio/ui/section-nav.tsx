import { followLink, studioHref } from '../app/location';
import styles from './studio-ui.module.css';

export interface NavSection {
  /** The path under the room ('' for the room's own page). */
  rest: string;
  label: string;
}

interface Props {
  /** The navigation's accessible name. */
  label: string;
  /** The room's path under /studio. */
  room: string;
  sections: readonly NavSection[];
  /** The `rest` of the section on screen. */
  current: string;
}

/**
 * A room's own sections as links, the open one marked for a screen reader. They wrap onto more
 * lines on a narrow screen: a row that ran off a phone's edge hid its last sections.
 */
export function SectionNav({ label, room, sections, current }: Props) {
  return (
    <nav aria-label={label} className={styles.sectionNav}>
      {sections.map((section) => (
        <a
          key={section.rest}
          href={studioHref(section.rest ? `${room}/${section.rest}` : room)}
          onClick={followLink}
          aria-current={section.rest === current ? 'page' : undefined}
        >
          {section.label}
        </a>
      ))}
    </nav>
  );
}
