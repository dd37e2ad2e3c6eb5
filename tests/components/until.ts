/** Lets real I/O (msw's answers) run while timers are fake: waits until `done()` or gives up. */
export async function until(done: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !done(); i++) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (!done()) throw new Error('condition not reached');
}
