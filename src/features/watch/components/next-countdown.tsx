import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { NextGlyph } from '@/features/player';
import { watchTexts as t } from '../texts';
import styles from './watch-overlays.module.css';

export const NEXT_COUNTDOWN_SEC = 10;

interface Props {
  nextNumber: number | null;
  onGo: () => void;
  onCancel: () => void;
}

/** At the end of an episode: the next one starts after a visible, cancellable 10 s countdown. */
export function NextCountdown({ nextNumber, onGo, onCancel }: Props) {
  const [left, setLeft] = useState(NEXT_COUNTDOWN_SEC);
  const go = useRef(onGo);
  useEffect(() => {
    go.current = onGo;
  });

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = NEXT_COUNTDOWN_SEC - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        window.clearInterval(timer);
        go.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, []);

  const progress = ((NEXT_COUNTDOWN_SEC - left) / NEXT_COUNTDOWN_SEC) * 100;
  return (
    <div className={styles.card} role="group" aria-labelledby="next-title">
      {nextNumber !== null ? (
        <p id="next-title" className={styles.heading}>
          {t.nextTitle(nextNumber)}
        </p>
      ) : null}
      <p className={styles.countdown} role="timer" aria-live="polite" aria-atomic="true">
        {t.nextIn(left)}
      </p>
      <span className={styles.meter} aria-hidden="true">
        <span className={styles.meterFill} style={{ width: `${progress}%` }} />
      </span>
      <div className={styles.actions}>
        <Button className={styles.primary} onPress={onGo}>
          <NextGlyph width={20} height={20} />
          {t.playNow}
        </Button>
        <Button className={styles.secondary} onPress={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </div>
  );
}
