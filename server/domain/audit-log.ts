import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/*
 * The audit log (docs/decisions/051-studio.md): every studio write records who, when, what, and
 * the value before and after, in the transaction of the write itself, so a save and its record
 * land together or not at all. Nothing in the studio edits or deletes it.
 */

export interface AuditEntry {
  userId: number;
  /** What kind of thing: 'series', 'episode', 'staff', … */
  entity: string;
  entityId: string | number;
  /** 'create', 'update', 'publish', 'schedule', 'hide', 'grant', 'revoke', … */
  action: string;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function recordAudit(db: Kysely<Database>, now: number, entry: AuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      at: new Date(now).toISOString(),
      entity: entry.entity,
      entity_id: String(entry.entityId),
      action: entry.action,
      before_json: json(entry.before),
      after_json: json(entry.after),
    })
    .execute();
}

export interface AuditFilter {
  userId?: number | undefined;
  /** The author's phone. */
  phone?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  /** 'YYYY-MM-DD', inclusive, in UTC. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, one page; each row with its author's phone. */
export async function auditPage(db: Kysely<Database>, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .select([
      'audit_log.id',
      'audit_log.user_id',
      'users.phone',
      'audit_log.at',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.action',
      'audit_log.before_json',
      'audit_log.after_json',
    ]);
  if (filter.userId !== undefined) query = query.where('audit_log.user_id', '=', filter.userId);
  if (filter.phone !== undefined) query = query.where('users.phone', '=', filter.phone);
  if (filter.entity !== undefined) query = query.where('audit_log.entity', '=', filter.entity);
  if (filter.entityId !== undefined)
    query = query.where('audit_log.entity_id', '=', filter.entityId);
  if (filter.from !== undefined) query = query.where('audit_log.at', '>=', `${filter.from}T`);
  // '~' sorts after every character of a timestamp, so the whole `to` day is included.
  if (filter.to !== undefined) query = query.where('audit_log.at', '<=', `${filter.to}T~`);
  const rows = await query
    .orderBy('audit_log.id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    rows: rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({
      id: r.id,
      user_id: r.user_id,
      phone: r.phone,
      at: r.at,
      entity: r.entity,
      entity_id: r.entity_id,
      action: r.action,
      before: r.before_json,
      after: r.after_json,
    })),
    page: filter.page,
    has_more: rows.length > AUDIT_PAGE_SIZE,
  };
}
