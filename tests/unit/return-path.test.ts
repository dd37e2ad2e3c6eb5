import { describe, expect, it } from 'vitest';
import { returnPath, withReturnPath } from '@/lib/return-path';

describe('returnPath (?next= after signing in)', () => {
  it('takes a path of this site, with its query', () => {
    expect(returnPath('/theatre/watch/12')).toBe('/theatre/watch/12');
    expect(returnPath('/watch/3/4?t=10')).toBe('/watch/3/4?t=10');
  });

  it('refuses anything that would leave the site or is not a path', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'theatre/watch/1',
      '/a\nb',
      `/${'a'.repeat(600)}`,
      '',
      42,
      undefined,
    ]) {
      expect(returnPath(value), String(value)).toBeUndefined();
    }
  });

  it('round-trips through the link it builds', () => {
    const href = withReturnPath('/register', '/theatre/watch/7?media=3');
    const next = new URL(href, 'https://btv.mn').searchParams.get('next');
    expect(returnPath(next)).toBe('/theatre/watch/7?media=3');
  });
});
