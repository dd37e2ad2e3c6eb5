import { useEffect, useState } from 'react';

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
    const run = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 1000);
    return () => window.clearTimeout(id);
  }, [after]);
  return idle;
}
