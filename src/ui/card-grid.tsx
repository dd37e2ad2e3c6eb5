import type { AriaAttributes, ReactNode } from 'react';
import styles from './card-grid.module.css';

export type CardShape = 'poster' | 'wide';
/**
 * 'small': columns follow the screen width, three posters or two wide cards a row on a phone
 * (the catalogue listings). 'large': two posters or one wide card a row on a phone, for lists
 * whose cards carry more text (the account's history and liked content).
 */
export type CardSize = 'small' | 'large';

interface Props extends Pick<AriaAttributes, 'aria-hidden'> {
  shape?: CardShape;
  size?: CardSize;
  /** The list's accessible name. */
  label?: string;
  /** `CardCell`s. */
  children: ReactNode;
}

/** The listings' responsive grid of cards, poster (2:3) or wide (16:9). */
export function CardGrid({ shape = 'poster', size = 'small', label, children, ...aria }: Props) {
  return (
    <ul className={styles.grid} data-shape={shape} data-size={size} aria-label={label} {...aria}>
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
