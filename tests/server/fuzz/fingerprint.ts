import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../server/db/schema';

/*
 * A summary of everything a request could write: row counts plus the counters and timestamps
 * that updates move. Two equal fingerprints around a refused request mean it changed nothing.
 * Plain aggregates over subqueries, so it reads the same on SQLite and PostgreSQL. The test
 * clock moves one millisecond per request, so an update stamping `updated_at` always shows.
 */
const aggregates: Record<string, readonly string[]> = {
  users: ['count(*)', 'max(updated_at)', 'count(pin_hash)', 'count(email)', 'max(avatar)'],
  sessions: ['count(*)', 'count(revoked_at)'],
  codes: ['count(*)', 'sum(attempts)', 'count(verified_at)', 'count(used_at)'],
  sandbox_messages: ['count(*)'],
  throttles: ['count(*)', 'sum(count)', 'sum(failures)', 'count(locked_until)'],
  comments: ['count(*)', 'sum(likes)', 'sum(dislikes)'],
  comment_actions: ['count(*)', 'sum(action)'],
  media_statuses: ['count(*)', 'max(updated_at)'],
  media: ['sum(like_count)'],
  episode_likes: ['count(*)', 'sum(value)'],
  episodes: ['sum(like_count)', 'sum(dislike_count)', 'sum(comment_count)'],
  reports: ['count(*)'],
  history: ['count(*)', 'max(updated_at)', 'sum(position_sec)'],
  rentals: ['count(*)'],
  invoices: ['count(*)', 'count(paid_at)'],
  payments: ['count(*)'],
  receipts: ['count(*)'],
  tax_profiles: ['count(*)', 'max(updated_at)'],
  idempotency_keys: ['count(*)'],
  contact_messages: ['count(*)'],
  qpay_sandbox_invoices: ['count(*)'],
  qpay_sandbox_payments: ['count(*)'],
  qpay_sandbox_settings: ['count(*)'],
};

const columns = Object.entries(aggregates).flatMap(([table, list]) =>
  list.map((expr) => `(select ${expr} from ${table})`),
);
// Table and column names above are constants of this file, never input.
const query = sql<Record<string, unknown>>`select ${sql.raw(
  columns.map((column, i) => `${column} as c${i}`).join(', '),
)}`;

export async function fingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await query.execute(db);
  return JSON.stringify(Object.values(rows[0] ?? {}));
}

/** Which aggregates differ, for a readable failure. */
export function fingerprintDiff(before: string, after: string): string {
  const a = JSON.parse(before) as unknown[];
  const b = JSON.parse(after) as unknown[];
  return columns
    .flatMap((column, i) => (a[i] === b[i] ? [] : [`${column}: ${String(a[i])} → ${String(b[i])}`]))
    .join('; ');
}
