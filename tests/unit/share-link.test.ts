import { describe, expect, it } from 'vitest';
import { sharedStart } from '@/features/watch/shared-start';
import { shareUrl } from '@/lib/share-link';

describe('shareUrl', () => {
  const origin = 'https://btv.example';

  it('is the page link without a moment', () => {
    expect(shareUrl({ title: 'x', path: '/series/detail/4' }, origin)).toBe(
      'https://btv.example/series/detail/4',
    );
  });

  it('carries whole seconds in t, and no t at the start', () => {
    expect(shareUrl({ title: 'x', path: '/watch/4/9', at: 83.7 }, origin)).toBe(
      'https://btv.example/watch/4/9?t=83',
    );
    expect(shareUrl({ title: 'x', path: '/watch/4/9', at: 0 }, origin)).toBe(
      'https://btv.example/watch/4/9',
    );
  });
});

describe('sharedStart', () => {
  it('reads whole seconds given as a number or digits', () => {
    expect(sharedStart(42)).toBe(42);
    expect(sharedStart('42')).toBe(42);
  });

  it('ignores junk, zero, fractions, negatives and absurd moments', () => {
    for (const junk of [undefined, '', 'abc', '4e2', 0, -5, 1.5, '1.5', true, 86_401, {}, '９']) {
      expect(sharedStart(junk)).toBeUndefined();
    }
  });
});
