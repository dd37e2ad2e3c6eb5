import { followLink, studioHref } from '../app/location';
import styles from './studio-ui.module.css';

export interface NavSection {
  /** The path under /studio this section opens. */
  path: string;
  label: string;
}

interface Props {
  /** The navigation's accessible name. */
  label: string;
  sections: readonly NavSection[];
  /** The path of the section on screen. */
  current: string;
}

/**
 * A room's own sections as links, the open one marked for a screen reader. They wrap onto more
 * lines on a narrow screen: a row that ran off a phone's edge hid its last sections.
 */
export function SectionNav({ label, sections, current }: Props) {
  return (
    <nav aria-label={label} className={styles.sectionNav}>
      {sections.map((section) => (
        <a
          key={section.path}
          href={studioHref(section.path)}
          onClick={followLink}
          aria-current={section.path === current ? 'page' : undefined}
        >
          {section.label}
        </a>
      ))}
    </nav>
  );
}
