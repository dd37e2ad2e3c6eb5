import type { Clock } from '../clock';

/** Distinct filters kept at most; the oldest goes first past it. */
const MAX_ENTRIES = 1000;

/**
 * How many items a catalogue list holds, per filter, for a short while. A listing page answers
 * its total (docs/product.md §3 paged lists), which took a COUNT over the whole filtered list on
 * every page; every page and every sort of one filter share one count instead, for as long as
 * guests already accept a stale catalogue (CATALOGUE_CACHE_MS; 0 counts every time). Only for
 * lists everyone sees alike: a viewer's own marks change under their hand and are counted fresh.
 * Per instance, derived and disposable, like the guest cache.
 */
export interface CountCache {
  count(key: string, run: () => Promise<number>): Promise<number>;
}

export function countCache(ttlMs: number, clock: Clock): CountCache {
  const entries = new Map<string, { total: number; expires: number }>();
  return {
    async count(key, run) {
      if (ttlMs <= 0) return run();
      const now = clock.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.total;
      const total = await run();
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { total, expires: now + ttlMs });
      return total;
    },
  };
}
