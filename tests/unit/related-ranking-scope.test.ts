import { describe, expect, it } from 'vitest';
import type { RankedMedia } from '../../server/domain/related-ranking';
import { rankRelated, touchedBy } from '../../server/domain/related-ranking';

/*
 * A title save re-ranks only the lists its change can move (touchedBy). Over many random
 * catalogues and changes: every list outside that set is the same before and after, and the
 * scoped ranking gives the lists inside it exactly as a whole ranking does.
 */

const KINDS: RankedMedia['kind'][] = ['series', 'movie', 'theatre', 'live'];

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomMedia(random: () => number, id: number): RankedMedia {
  const pick = (n: number) => Math.floor(random() * n);
  const count = pick(4);
  return {
    id,
    kind: KINDS[pick(KINDS.length)] ?? 'series',
    rating: pick(5),
    media_group_id: random() < 0.3 ? 1 + pick(5) : null,
    categories: Array.from({ length: count }, () => 1 + pick(8)),
  };
}

describe('scoped related ranking', () => {
  it('moves no list outside what touchedBy names, and ranks those inside as a whole ranking does', () => {
    for (let seed = 1; seed <= 120; seed += 1) {
      const random = prng(seed);
      const before = Array.from({ length: 30 }, (_, i) => randomMedia(random, i + 1));
      const index = Math.floor(random() * before.length);
      const old = before[index];
      if (old === undefined) throw new Error('no media');
      const changed = { ...randomMedia(random, old.id) };
      const after = before.map((m) => (m.id === old.id ? changed : m));
      const touched = touchedBy(after, {
        mediaId: old.id,
        categories: [...old.categories, ...changed.categories],
      });
      const wholeBefore = rankRelated(before, 5);
      const wholeAfter = rankRelated(after, 5);
      for (const m of after) {
        if (!touched.has(m.id))
          expect(wholeAfter.get(m.id), `seed ${seed}`).toEqual(wholeBefore.get(m.id));
      }
      const scoped = rankRelated(after, 5, touched);
      expect([...scoped.keys()].sort((a, b) => a - b)).toEqual([...touched].sort((a, b) => a - b));
      for (const id of touched) expect(scoped.get(id), `seed ${seed}`).toEqual(wholeAfter.get(id));
    }
  });
});
