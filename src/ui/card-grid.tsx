import type { AriaAttributes, ReactNode } from 'react';
import styles from './card-grid.module.css';

export type CardShape = 'poster' | 'wide';

interface Props extends Pick<AriaAttributes, 'aria-hidden'> {
  shape?: CardShape;
  /** The list's accessible name. */
  label?: string;
  /** `CardCell`s. */
  children: ReactNode;
}

/** The listings' responsive grid of cards, poster (2:3) or wide (16:9). */
export function CardGrid({ shape = 'poster', label, children, ...aria }: Props) {
  return (
    <ul className={styles.grid} data-shape={shape} aria-label={label} {...aria}>
      {children}
    </ul>
  );
}

export function CardCell({ children, ...aria }: { children: ReactNode } & AriaAttributes) {
  return (
    <li className={styles.cell} {...aria}>
      {children}
    </li>
  );
}
