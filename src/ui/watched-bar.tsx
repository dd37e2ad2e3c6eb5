import { texts } from '@/lib/texts';
import styles from './watched-bar.module.css';

/** Whole percent of a title watched; 0 while the length is unknown. */
export function watchedPercent(position: number, duration: number): number {
  if (!(duration > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((position / duration) * 100)));
}

/**
 * How much of a title the viewer has watched, along the bottom of its card's picture: the
 * continue-watching row and the history page draw the same bar, read out as "42% үзсэн".
 */
export function WatchedBar({ position, duration }: { position: number; duration: number }) {
  const percent = watchedPercent(position, duration);
  return (
    <span
      className={styles.track}
      role="progressbar"
      aria-label={texts.watched.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={texts.watched.value(percent)}
    >
      {/* A sliver even at 1%, so a started title never looks untouched. */}
      <span
        className={styles.fill}
        style={{ width: `${Math.max(percent, percent > 0 ? 2 : 0)}%` }}
      />
    </span>
  );
}
