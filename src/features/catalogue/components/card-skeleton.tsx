import styles from './skeleton.module.css';

/** The same boxes as a card (frame, two title lines, meta line), so nothing moves on arrival. */
export function CardSkeleton({ shape = 'poster' }: { shape?: 'poster' | 'wide' }) {
  return (
    <div aria-hidden="true">
      <div className={`${styles.block} ${shape === 'wide' ? styles.wide : styles.poster}`} />
      <div className={`${styles.block} ${styles.line}`} />
      <div className={`${styles.block} ${styles.lineShort}`} />
    </div>
  );
}
