import type { Insertable, Kysely } from 'kysely';
import type { Database, UsageEventsTable } from '../db/schema';
import type { AppDeps } from '../deps';

/*
 * Play, download and empty-search events for the numbers room (docs/decisions/069-numbers.md).
 * A viewer's request only pushes the event into this process's buffer; the buffer goes to the
 * database in one multi-row insert when it holds BATCH_SIZE events or FLUSH_EVERY_MS after its
 * first, never in the request's own time. An insert that fails is logged and its events are lost:
 * the numbers are counts, and a lost batch must never fail or slow the viewer.
 */
const BATCH_SIZE = 200;
const FLUSH_EVERY_MS = 1000;

export type UsageEvent = Omit<Insertable<UsageEventsTable>, 'id' | 'at'>;

interface Buffer {
  rows: Insertable<UsageEventsTable>[];
  timer: ReturnType<typeof setTimeout> | null;
  writing: Promise<void>;
}

const buffers = new WeakMap<Kysely<Database>, Buffer>();

function bufferOf(db: Kysely<Database>): Buffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = { rows: [], timer: null, writing: Promise.resolve() };
    buffers.set(db, buffer);
  }
  return buffer;
}

function write(db: Kysely<Database>, buffer: Buffer): Promise<void> {
  if (buffer.timer) clearTimeout(buffer.timer);
  buffer.timer = null;
  const rows = buffer.rows.splice(0);
  if (rows.length === 0) return buffer.writing;
  // One insert after another, so a flush awaited by a reader includes every earlier batch.
  buffer.writing = buffer.writing
    .then(() => db.insertInto('usage_events').values(rows).execute())
    .then(
      () => undefined,
      (error: unknown) => console.error(`usage events: ${rows.length} lost`, error),
    );
  return buffer.writing;
}

/** Notes an event at the clock's now; answers at once, the write comes later. */
export function recordUsage(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, event: UsageEvent) {
  if (!deps.config.usageEvents) return;
  // A request's transaction ends with the request, before the batch is written.
  if (deps.db.isTransaction) throw new Error('recordUsage needs the database, not a transaction');
  const buffer = bufferOf(deps.db);
  buffer.rows.push({ ...event, at: new Date(deps.clock.now()).toISOString() });
  if (buffer.rows.length >= BATCH_SIZE) {
    void write(deps.db, buffer);
  } else if (!buffer.timer) {
    buffer.timer = setTimeout(() => void write(deps.db, buffer), FLUSH_EVERY_MS);
    buffer.timer.unref();
  }
}

/**
 * Writes what this process holds and waits for it: before the numbers are read (so a reader sees
 * its own process's latest events) and before the database closes (a stop, a test app's close).
 */
export function flushUsage(db: Kysely<Database>): Promise<void> {
  const buffer = buffers.get(db);
  return buffer ? write(db, buffer) : Promise.resolve();
}
