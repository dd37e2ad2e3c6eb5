import type { Kysely } from 'kysely';
import type { StudioAccount } from '../../contract/studio/endpoints/accounts';
import { moneyDb } from '../db/money-schema';
import type { Database } from '../db/schema';
import { remainingDays } from './account-user';
import { recordAudit } from './audit-log';
import { DEVICE_TTL_MS } from './device-token';

/*
 * One viewer's account as the accounts room shows it (docs/decisions/064-studio-accounts.md).
 * Personal data leaves the server only here, so the read itself is written to the audit log: who
 * looked at whom, and when. Lists are the newest LIST_LIMIT; counts are counted, not listed.
 */

const LIST_LIMIT = 50;
const iso = (ms: number) => new Date(ms).toISOString();

async function profileOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'phone',
      'nickname',
      'first_name',
      'last_name',
      'email',
      'email_verified_at',
      'days',
      'paid_until',
      'created_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

function sessionsOf(db: Kysely<Database>, userId: number, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

function devicesOf(db: Kysely<Database>, userId: number, now: number) {
  return db
    .selectFrom('device_tokens')
    .select(['id', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('last_used_at', '>', iso(now - DEVICE_TTL_MS))
    .orderBy('last_used_at', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

async function invoicesOf(db: Kysely<Database>, userId: number) {
  const rows = await moneyDb(db)
    .selectFrom('invoices')
    .leftJoin('payments', 'payments.invoice_id', 'invoices.id')
    .leftJoin('payment_refunds', (join) =>
      join
        .onRef('payment_refunds.payment_id', '=', 'payments.id')
        .on('payment_refunds.state', '=', 'done'),
    )
    .leftJoin('media', 'media.id', 'invoices.movie_id')
    .leftJoin('payment_options', 'payment_options.id', 'invoices.option_id')
    .select([
      'invoices.id',
      'invoices.bill',
      'invoices.kind',
      'invoices.amount',
      'invoices.status',
      'invoices.created_at',
      'invoices.paid_at',
      'payments.provider_payment_id',
      'payment_refunds.done_at as refunded_at',
      'media.title as movie_title',
      'payment_options.title as option_title',
    ])
    .where('invoices.user_id', '=', userId)
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    bill: r.bill,
    kind: r.kind,
    what: r.kind === 'rental' ? r.movie_title : r.option_title,
    amount: r.amount,
    status: r.status,
    created_at: r.created_at,
    paid_at: r.paid_at,
    payment_id: r.provider_payment_id,
    refunded_at: r.refunded_at,
  }));
}

async function rentalsOf(db: Kysely<Database>, userId: number, now: number) {
  const rows = await db
    .selectFrom('rentals')
    .leftJoin('media', 'media.id', 'rentals.movie_id')
    .select([
      'rentals.id',
      'rentals.movie_id',
      'media.title',
      'rentals.starts_at',
      'rentals.ends_at',
      'rentals.cancelled_at',
      'rentals.cancel_reason',
    ])
    .where('rentals.user_id', '=', userId)
    .orderBy('rentals.ends_at', 'desc')
    .orderBy('rentals.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((r) => ({ ...r, running: r.ends_at > iso(now) }));
}

async function historyOf(db: Kysely<Database>, userId: number) {
  const [counts, last] = await Promise.all([
    db
      .selectFrom('history')
      .select((eb) => [
        eb.fn.count<number>('media_id').distinct().as('titles'),
        eb.fn.count<number>('episode_id').as('episodes'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('history')
      .innerJoin('media', 'media.id', 'history.media_id')
      .leftJoin('episodes', 'episodes.id', 'history.episode_id')
      .select([
        'history.media_id',
        'media.title',
        'episodes.number as episode',
        'history.updated_at as at',
      ])
      .where('history.user_id', '=', userId)
      .orderBy('history.updated_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { titles: Number(counts.titles), episodes: Number(counts.episodes), last: last ?? null };
}

async function countOf(db: Kysely<Database>, table: 'reports' | 'comments', userId: number) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function grantsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('access_grants')
    .leftJoin('users as staff', 'staff.id', 'access_grants.granted_by')
    .select([
      'access_grants.id',
      'access_grants.days',
      'access_grants.reason',
      'staff.phone as by',
      'access_grants.created_at',
    ])
    .where('access_grants.user_id', '=', userId)
    .orderBy('access_grants.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

/** The account of `userId` for the staff member `staffId`, the view audited; null when none. */
export async function readAccount(
  db: Kysely<Database>,
  now: number,
  staffId: number,
  userId: number,
): Promise<StudioAccount | null> {
  const user = await profileOf(db, userId);
  if (!user) return null;
  await recordAudit(db, now, {
    userId: staffId,
    entity: 'account',
    entityId: userId,
    action: 'view',
  });
  const [sessions, devices, invoices, rentals, history, reports, comments, grants] =
    await Promise.all([
      sessionsOf(db, userId, now),
      devicesOf(db, userId, now),
      invoicesOf(db, userId),
      rentalsOf(db, userId, now),
      historyOf(db, userId),
      countOf(db, 'reports', userId),
      countOf(db, 'comments', userId),
      grantsOf(db, userId),
    ]);
  const days = remainingDays(user, now);
  return {
    profile: {
      id: user.id,
      phone: user.phone,
      nickname: user.nickname || null,
      first_name: user.first_name || null,
      last_name: user.last_name || null,
      email: user.email || null,
      email_verified: user.email_verified_at !== null,
      created_at: user.created_at,
    },
    access: { days, paid_until: days > 0 ? user.paid_until : null },
    sessions,
    devices,
    invoices,
    rentals,
    downloads: {
      paid_until: days > 0 ? user.paid_until : null,
      rentals: rentals
        .filter((r) => r.running)
        .map((r) => ({ movie_id: r.movie_id, title: r.title, until: r.ends_at })),
    },
    history,
    reports,
    comments,
    grants,
  };
}
