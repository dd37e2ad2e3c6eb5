/**
 * A map bounded by the bytes it holds, least recently used first out. Counting entries alone let
 * 2,000 large answers (or 5,000 junk keys) grow memory by hundreds of megabytes.
 */
export class ByteLru<V> {
  private readonly map = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(
    private readonly budgetBytes: number,
    private readonly sizeOf: (key: string, value: V) => number,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.used;
  }

  /** Reading an entry makes it the most recently used. */
  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  /** An entry bigger than the whole budget is not kept at all. */
  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(key, value);
    if (bytes > this.budgetBytes) return;
    this.map.set(key, { value, bytes });
    this.used += bytes;
    for (const [oldest, entry] of this.map) {
      if (this.used <= this.budgetBytes) break;
      this.map.delete(oldest);
      this.used -= entry.bytes;
    }
  }

  delete(key: string): void {
    const hit = this.map.get(key);
    if (!hit) return;
    this.map.delete(key);
    this.used -= hit.bytes;
  }
}
