import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, query?: Record<string, string | number>) =>
  call(t.app, 'GET', path, { query });

describe('GET /api/m/slides/big', () => {
  it('answers the whole first set with multi=1, in order', async () => {
    const slides = expectData('slidesBig', await get(paths.slidesBig.path, { multi: 1 }));
    expect(slides.length).toBeGreaterThanOrEqual(5);
    expect(slides.every((s) => s.set_no === 1)).toBe(true);
  });

  it('answers only the first slide without multi', async () => {
    const all = expectData('slidesBig', await get(paths.slidesBig.path, { multi: 1 }));
    const one = expectData('slidesBig', await get(paths.slidesBig.path));
    expect(one).toEqual(all.slice(0, 1));
  });

  it('refuses an unknown multi value', async () => {
    expectError(await get(paths.slidesBig.path, { multi: 'yes' }), 400, extra.badRequest);
  });
});

describe('GET /api/m/slides/big/{2|3|4|5}', () => {
  it.each([2, 3, 4, 5])('answers set %i', async (set) => {
    const slides = expectData('slidesSet', await get(buildPath(paths.slidesSet.path, { set })));
    expect(slides.length).toBeGreaterThan(0);
    expect(slides.every((s) => s.set_no === set)).toBe(true);
  });

  it.each(['1', '6', 'abc', '-2', '2.5'])('refuses set %s', async (set) => {
    expectError(await get(buildPath(paths.slidesSet.path, { set })), 400, extra.badRequest);
  });
});

describe('GET /api/m/program/slides', () => {
  it('lists current and coming programmes, flagging the one on air', async () => {
    const programs = expectData('programSlides', await get(paths.programSlides.path));
    expect(programs.length).toBeGreaterThan(0);
    expect(programs.filter((p) => p.is_live)).toHaveLength(1);
    const now = new Date(t.clock.now()).toISOString();
    expect(programs.every((p) => p.ends_at > now)).toBe(true);
    const starts = programs.map((p) => p.starts_at);
    expect([...starts].sort()).toEqual(starts);
  });

  it('drops programmes that have ended', async () => {
    const before = expectData('programSlides', await get(paths.programSlides.path));
    t.clock.advance(30 * 24 * 3_600_000);
    try {
      const later = expectData('programSlides', await get(paths.programSlides.path));
      expect(later.length).toBeLessThan(before.length);
    } finally {
      t.clock.advance(-30 * 24 * 3_600_000);
    }
  });
});
