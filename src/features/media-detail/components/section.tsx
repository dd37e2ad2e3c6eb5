import type { ReactNode } from 'react';
import styles from './detail-body.module.css';

export type HeadingLevel = 2 | 3;

/** A titled block of the detail; the heading level follows the page's outline. */
export function Section({
  title,
  level,
  children,
  testId,
}: {
  title: string;
  level: HeadingLevel;
  children: ReactNode;
  testId?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} data-testid={testId}>
      <Heading className={styles.heading}>{title}</Heading>
      {children}
    </section>
  );
}
