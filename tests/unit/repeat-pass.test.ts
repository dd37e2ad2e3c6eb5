import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatPass } from '../../server/sweeps/repeat-pass';

describe('a sweep repeated on a timer', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs at once, skips ticks while a pass is running, and goes on after a failure', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const finish: Array<(said: string | null) => void> = [];
    const fail: Array<(e: Error) => void> = [];
    const pass = vi.fn(
      () =>
        new Promise<string | null>((resolve, reject) => {
          finish.push(resolve);
          fail.push(reject);
        }),
    );
    const stop = repeatPass('test sweep', 1000, pass);
    expect(pass).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(3000);
    expect(pass).toHaveBeenCalledTimes(1);

    finish[0]!('removed 2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith('removed 2');
    expect(pass).toHaveBeenCalledTimes(2);

    fail[1]!(new Error('disk'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(error).toHaveBeenCalledWith('test sweep failed', expect.any(Error));
    expect(pass).toHaveBeenCalledTimes(3);

    stop();
    finish[2]!(null);
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
