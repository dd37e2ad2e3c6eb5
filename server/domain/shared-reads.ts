import type { Clock } from '../clock';

/** Distinct reads kept at most per instance; the least recently used goes first past it. */
const MAX_ENTRIES = 2000;

/**
 * Catalogue reads whose answer is the same for every viewer, kept in memory for as long as guests
 * already accept a stale catalogue (CATALOGUE_CACHE_MS; 0 runs every read). The HTTP guest cache
 * (http/catalogue-cache.ts) keeps whole answers but never one asked with a token; this keeps the
 * shared part of a signed-in viewer's answer (a listing page, a total, a search, a title's detail)
 * while the route still checks their token and fetches their own part fresh (decision 034).
 * Concurrent misses of one key share one run. Per instance, derived and disposable.
 *
 * What `read` answers is shared between requests: callers build new objects around it and never
 * change it.
 */
export interface SharedReads {
  read<T>(key: string, run: () => Promise<T>): Promise<T>;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

export function sharedReads(ttlMs: number, clock: Clock, maxEntries = MAX_ENTRIES): SharedReads {
  const entries = new Map<string, Entry>();
  return {
    read<T>(key: string, run: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return run();
      const now = clock.now();
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expires > now) {
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = run();
      const entry: Entry = { value, expires: now + ttlMs };
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}

/** JSON with sorted keys, so two spellings of the same input give one key. */
export function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const fields = keys.map(
      (k) => `${JSON.stringify(k)}:${stableKey((value as Record<string, unknown>)[k])}`,
    );
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
