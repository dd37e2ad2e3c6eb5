/**
 * Runs `pass` at once and then every `everyMs`, skipping a tick while the previous pass is still
 * running (a slow disk must not stack passes). The pass answers what to log, or null for nothing;
 * a failure is logged under `name` and the next tick tries again. Answers the stop function.
 */
export function repeatPass(
  name: string,
  everyMs: number,
  pass: () => Promise<string | null>,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    pass()
      .then(
        (said) => {
          if (said) console.log(said);
        },
        (error: unknown) => console.error(`${name} failed`, error),
      )
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
