import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { PlayGlyph, ReplayGlyph } from '@/features/player';
import { watchTexts as t } from '../texts';
import styles from './watch-overlays.module.css';

interface Props {
  position: number;
  onResume: () => void;
  onStartOver: () => void;
}

/** Reopening a started episode: continue where the viewer left off, or start again. */
export function ResumePrompt({ position, onResume, onStartOver }: Props) {
  const resume = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A fresh page has nothing focused: put the keyboard on the obvious choice.
    if (document.activeElement === document.body) resume.current?.focus();
  }, []);
  return (
    <div className={styles.card} role="group" aria-labelledby="resume-title">
      <p id="resume-title" className={styles.heading}>
        {t.resumeTitle}
      </p>
      <div className={styles.actions}>
        <Button className={styles.primary} onPress={onResume} ref={resume}>
          <PlayGlyph width={20} height={20} />
          {t.resume(position)}
        </Button>
        <Button className={styles.secondary} onPress={onStartOver}>
          <ReplayGlyph width={20} height={20} />
          {t.startOver}
        </Button>
      </div>
    </div>
  );
}
