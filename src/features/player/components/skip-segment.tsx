import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import type { Segment } from '@contract/entities';
import { activeSkip } from '../segments/active-skip';
import { playerTexts as t } from '../texts';
import { NextGlyph } from './player-icons';
import styles from './player.module.css';

/** As Jellyfin: the button offers itself this long, then waits for the controls to come back. */
export const SKIP_SHOWN_MS = 8000;

interface Props {
  segments: readonly Segment[];
  currentTime: number;
  /** The controls are on screen: the button shows again (as on Netflix), above them. */
  controlsShown: boolean;
  onSkip: (to: number) => void;
}

/** "Skip intro" / "Skip recap" while one plays: a press seeks to the part's end. */
export function SkipSegment({ segments, currentTime, controlsShown, onSkip }: Props) {
  const target = activeSkip(segments, currentTime);
  const key = target ? `${target.kind}:${target.start}` : null;
  const [expired, setExpired] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (key === null) return;
    const timer = window.setTimeout(() => setExpired(key), SKIP_SHOWN_MS);
    return () => {
      window.clearTimeout(timer);
      // Leaving the part (or skipping it) forgets the timeout: coming back offers it afresh.
      setExpired(null);
    };
  }, [key]);

  if (!target) return null;
  // A focused button never vanishes under the keyboard.
  if (expired === key && !controlsShown && !focused) return null;
  return (
    <Button
      className={styles.skip}
      data-raised={controlsShown || undefined}
      onPress={() => onSkip(target.end)}
      onFocusChange={setFocused}
    >
      {target.kind === 'intro' ? t.skipIntro : t.skipRecap}
      <NextGlyph width={18} height={18} />
    </Button>
  );
}
