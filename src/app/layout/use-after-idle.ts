import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * False on the first render (on the server too, so hydration matches), true once the browser is
 * idle after it: for shell parts that show nothing at first and need not delay the first paint.
 * `after`: wait for that to be true first, so two such parts mount in separate idle periods
 * instead of in one long task.
 */
export function useAfterIdle(after = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!after) return;
    return whenIdle(() => setIdle(true), 3000, 1000);
  }, [after]);
  return idle;
}
