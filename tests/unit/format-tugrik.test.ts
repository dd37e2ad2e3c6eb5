import { describe, expect, it } from 'vitest';
import { formatTugrik } from '../../src/lib/format-tugrik';

describe('formatTugrik', () => {
  it('groups whole tugrik the mn-MN way and ends with a space and ₮', () => {
    expect(formatTugrik(9900)).toBe(`${new Intl.NumberFormat('mn-MN').format(9900)} ₮`);
    expect(formatTugrik(0)).toBe('0 ₮');
  });

  it('rounds away fractions: prices are whole tugrik', () => {
    expect(formatTugrik(329.6)).toBe(`${new Intl.NumberFormat('mn-MN').format(330)} ₮`);
  });
});
