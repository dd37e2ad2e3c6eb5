import { QR_LIFETIME_S } from '../constants';
import { paymentTexts as t } from '../texts';
import styles from './qr-step.module.css';

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** docs/product.md §9: the QR's 90 seconds, counting down, as a number inside a draining ring. */
export function CountdownRing({ secondsLeft }: { secondsLeft: number }) {
  const fraction = Math.max(0, Math.min(1, secondsLeft / QR_LIFETIME_S));
  const urgent = secondsLeft <= 15;
  return (
    <div className={styles.countdown} data-urgent={urgent || undefined}>
      <svg viewBox="0 0 48 48" width="52" height="52" aria-hidden="true" focusable="false">
        <circle className={styles.ringTrack} cx="24" cy="24" r={RADIUS} />
        <circle
          className={styles.ringValue}
          cx="24"
          cy="24"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
        />
      </svg>
      <span className={styles.countdownValue} role="timer" aria-label={t.secondsLeft(secondsLeft)}>
        {secondsLeft}
      </span>
    </div>
  );
}
