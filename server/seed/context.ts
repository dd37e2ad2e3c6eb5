import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { artUrl } from '../domain/artworks';
import type { ArtKind } from './artwork';
import type { Random } from './random';
import { createRandom } from './random';

// SQLite allows 32766 bound variables per statement; stay under it and at ≤ 500 rows per insert.
const maxVariables = 32_000;
const maxRows = 500;

export const day = 86_400_000;
export const hour = 3_600_000;

/*
 * Ids are assigned here, not by the database, so one pass can build rows that point at each
 * other without reading ids back. SQLite's AUTOINCREMENT continues after the highest id; on
 * PostgreSQL seed.ts moves each identity sequence past it (db/sequences.ts).
 */
export class SeedContext {
  readonly now: number;
  private readonly counters = new Map<string, number>();
  private readonly artByKey = new Map<string, string>();
  private artRows: Insertable<Database['artworks']>[] = [];

  constructor(
    readonly db: Kysely<Database>,
    readonly scale: number,
    now: number,
  ) {
    this.now = now;
  }

  /** Each area gets its own stream so adding rows to one area leaves the others unchanged. */
  random(area: string, salt = 0): Random {
    let seed = 2024 + salt;
    for (let i = 0; i < area.length; i++) seed = Math.imul(seed ^ area.charCodeAt(i), 16777619);
    return createRandom(seed);
  }

  /** Ids of `table` continue after `id` (rows added to a database seeded earlier). */
  continueAfter(table: keyof Database, id: number): void {
    this.counters.set(table, Math.max(this.counters.get(table) ?? 0, id));
  }

  nextId(table: keyof Database): number {
    const id = (this.counters.get(table) ?? 0) + 1;
    this.counters.set(table, id);
    return id;
  }

  iso(offsetMs = 0): string {
    return new Date(this.now + offsetMs).toISOString();
  }

  date(offsetMs = 0): string {
    return this.iso(offsetMs).slice(0, 10);
  }

  /** The `/art/…` URL for a picture (artUrl), drawing it only the first time its key is seen. */
  art(kind: ArtKind, key: string, draw: () => string): string {
    const cacheKey = `${kind}\u0000${key}`;
    const known = this.artByKey.get(cacheKey);
    if (known) return known;
    const id = this.nextId('artworks');
    this.artRows.push({ id, kind, svg: draw() });
    const url = artUrl(id, kind);
    this.artByKey.set(cacheKey, url);
    return url;
  }

  async flushArt(): Promise<void> {
    const rows = this.artRows;
    this.artRows = [];
    await insertMany(this.db, 'artworks', rows);
  }
}

export async function insertMany<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).length || 1;
  const size = Math.max(1, Math.min(maxRows, Math.floor(maxVariables / columns)));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot relate a generic table name to its row type; the signature above does.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}
