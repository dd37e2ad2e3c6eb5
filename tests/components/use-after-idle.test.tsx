import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdle } from '@/app/layout/use-after-idle';

describe('useAfterIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is false on the first render and true once the browser has been idle', () => {
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(true);
  });

  it('waits for `after` before its own idle period, so two parts mount apart', () => {
    const { result } = renderHook(() => {
      const first = useAfterIdle();
      return [first, useAfterIdle(first)] as const;
    });
    expect(result.current).toEqual([false, false]);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toEqual([true, false]);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toEqual([true, true]);
  });
});
