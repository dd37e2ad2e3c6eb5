import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/lib/format-count';

describe('formatCount', () => {
  it('writes whole numbers with a comma between thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(329.6)).toBe('330');
  });

  it("writes what Intl.NumberFormat('mn-MN') writes", () => {
    const intl = new Intl.NumberFormat('mn-MN', { maximumFractionDigits: 0 });
    for (const n of [7, 42, 512, 1001, 9900, 65536, 1000000, 123456789]) {
      expect(formatCount(n)).toBe(intl.format(n));
    }
  });
});
