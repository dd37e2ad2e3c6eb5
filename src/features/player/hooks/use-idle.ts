import { useEffect, useState } from 'react';

const HIDE_AFTER_MS = 3000;

/**
 * Controls hide 3 s after the last pointer move, touch or key while the video plays; they stay
 * while paused or while something (a menu, a drag) holds them open.
 */
export function useIdle(playing: boolean, hold: boolean) {
  const [idle, setIdle] = useState(false);
  // Every wake restarts the countdown.
  const [activity, setActivity] = useState(0);

  useEffect(() => {
    if (!playing || hold) return;
    const timer = window.setTimeout(() => setIdle(true), HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [playing, hold, activity]);

  const wake = () => {
    setIdle(false);
    setActivity((n) => n + 1);
  };
  const hide = () => {
    if (playing && !hold) setIdle(true);
  };

  return { idle: idle && playing && !hold, wake, hide };
}
