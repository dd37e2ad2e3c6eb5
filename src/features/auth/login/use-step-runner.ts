import { useCallback, useRef, useState } from 'react';
import { failureText } from './failure-text';

/**
 * A step's busy flag and its one error line: `run` ignores a second submit while the first is
 * out, and turns a failure into the server's msg or the step's default text (docs/product.md §8).
 */
export function useStepRunner() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(async (task: () => Promise<void>, fallback: string) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (cause) {
      setError(failureText(cause, fallback));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, error, setError, run };
}
