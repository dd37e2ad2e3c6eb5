import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MEASURED_KEY,
  rememberThroughput,
  startEstimateKbps,
  startVideoKbps,
} from '@/features/player/engine/link-estimate';

/** A Map behind the Storage calls link-estimate makes. */
function fakeStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the start estimate (docs/decisions/046)', () => {
  it('reads the browser’s downlink with its privacy noise (up to +10 %) taken out', () => {
    vi.stubGlobal('navigator', { connection: { downlink: 1.65 } });
    vi.stubGlobal('localStorage', fakeStorage());
    expect(startEstimateKbps()).toBeCloseTo(1500);
  });

  it('takes the lower of the downlink and the last playback’s measure', () => {
    vi.stubGlobal('navigator', { connection: { downlink: 10 } });
    vi.stubGlobal('localStorage', fakeStorage({ [MEASURED_KEY]: '900' }));
    expect(startEstimateKbps()).toBe(900);
  });

  it('knows nothing without either, and ignores a 0 downlink or a bad stored value', () => {
    vi.stubGlobal('navigator', { connection: { downlink: 0 } });
    vi.stubGlobal('localStorage', fakeStorage({ [MEASURED_KEY]: 'fast' }));
    expect(startEstimateKbps()).toBeNull();
    vi.stubGlobal('navigator', {});
    expect(startEstimateKbps()).toBeNull();
  });

  it('survives storage that refuses', () => {
    vi.stubGlobal('navigator', { connection: { downlink: 2.2 } });
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(startEstimateKbps()).toBeCloseTo(2000);
    expect(() => rememberThroughput(1000)).not.toThrow();
  });

  it('keeps a measure rounded, and only a real one', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    rememberThroughput(1234.6);
    rememberThroughput(Number.NaN);
    rememberThroughput(0);
    expect(storage.map.get(MEASURED_KEY)).toBe('1235');
  });

  it('leaves the sound its share and keeps dash.js’s margin, never below 1', () => {
    // 1.5 Mbit/s: 1500 × 0.9 − 64 = 1286 kbit/s of video, under 1080p's 1300.
    expect(startVideoKbps(1500, 64, 0.9)).toBe(1286);
    expect(startVideoKbps(50, 64, 0.9)).toBe(1);
  });
});
