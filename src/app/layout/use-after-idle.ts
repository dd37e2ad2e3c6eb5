import { useEffect, useState } from 'react';

/**
 * False on the first render (on the server too, so hydration matches), true once the browser is
 * idle after it: for shell parts that show nothing at first and need not delay the first paint.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const run = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 1000);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
