import { sql } from 'kysely';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { LedgerRow } from '../../contract/studio/endpoints/money';
import type { LedgerKind } from '../../contract/studio/money-values';
import { moneyDb } from '../db/money-schema';
import type { MoneyDatabase } from '../db/money-schema';
import type { Database } from '../db/schema';

/*
 * The payments ledger (docs/decisions/068-business-money.md): invoices, payments, refunds and
 * staff grants in one list, newest first. One UNION ALL of four indexed reads, each filtered on
 * its own table before the union (time range, kind), so a page never reads the whole history;
 * the phone filter joins users. Days are Ulaanbaatar days (UTC+8 all year), turned into UTC
 * bounds here because every stored moment is a UTC ISO string.
 */

export interface LedgerFilter {
  kind?: LedgerKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  phone?: string | undefined;
}

const DAY_MS = 86_400_000;

/** An Ulaanbaatar day's first moment, as a UTC ISO string. */
export function ubDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+08:00`)).toISOString();
}

interface Bounds {
  from: string | null;
  /** Exclusive: the day after `to` begins. */
  before: string | null;
}

function boundsOf(filter: LedgerFilter): Bounds {
  return {
    from: filter.from ? ubDayStart(filter.from) : null,
    before: filter.to ? new Date(Date.parse(ubDayStart(filter.to)) + DAY_MS).toISOString() : null,
  };
}

type Raw = {
  kind: LedgerKind;
  id: number;
  at: string;
  user_id: number;
  amount: number | null;
  reference: string | null;
  detail: string | null;
};

/** Every branch answers the same columns; typed once so they can be joined by UNION ALL. */
type Part = SelectQueryBuilder<MoneyDatabase, keyof MoneyDatabase, Raw>;

/** A branch kept to the asked days, on the column that says when its row happened. */
function inRange(q: Part, column: string, { from, before }: Bounds): Part {
  let ranged = q;
  if (from) ranged = ranged.where(sql.ref(column), '>=', from);
  if (before) ranged = ranged.where(sql.ref(column), '<', before);
  return ranged;
}

/** The four kinds as one query with the same columns; only the kinds asked for are read. */
function unionOf(db: Kysely<Database>, filter: LedgerFilter) {
  const money = moneyDb(db);
  const bounds = boundsOf(filter);
  const kinds = filter.kind ? [filter.kind] : (['invoice', 'payment', 'refund', 'grant'] as const);
  const parts = kinds.map((kind): Part => {
    switch (kind) {
      case 'invoice': {
        const q = money
          .selectFrom('invoices')
          .select([
            sql<LedgerKind>`'invoice'`.as('kind'),
            'invoices.id as id',
            'invoices.created_at as at',
            'invoices.user_id as user_id',
            'invoices.amount as amount',
            'invoices.bill as reference',
            sql<string>`${sql.ref('invoices.kind')} || ': ' || ${sql.ref('invoices.status')}`.as(
              'detail',
            ),
          ]);
        return inRange(q as unknown as Part, 'invoices.created_at', bounds);
      }
      case 'payment': {
        const q = money
          .selectFrom('payments')
          .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
          .select([
            sql<LedgerKind>`'payment'`.as('kind'),
            'payments.id as id',
            'payments.paid_at as at',
            'invoices.user_id as user_id',
            'payments.amount as amount',
            'payments.provider_payment_id as reference',
            'invoices.bill as detail',
          ]);
        return inRange(q as unknown as Part, 'payments.paid_at', bounds);
      }
      case 'refund': {
        const q = money
          .selectFrom('payment_refunds')
          .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
          .select([
            sql<LedgerKind>`'refund'`.as('kind'),
            'payment_refunds.id as id',
            'payment_refunds.created_at as at',
            'payment_refunds.user_id as user_id',
            sql<number>`0 - ${sql.ref('payment_refunds.amount')}`.as('amount'),
            'payments.provider_payment_id as reference',
            'payment_refunds.reason as detail',
          ])
          .where('payment_refunds.state', '=', 'done');
        return inRange(q as unknown as Part, 'payment_refunds.created_at', bounds);
      }
      case 'grant': {
        const q = money
          .selectFrom('access_grants')
          .select([
            sql<LedgerKind>`'grant'`.as('kind'),
            'access_grants.id as id',
            'access_grants.created_at as at',
            'access_grants.user_id as user_id',
            sql<number | null>`null`.as('amount'),
            sql<string | null>`null`.as('reference'),
            sql<string>`${sql.ref('access_grants.days')} || ' хоног: ' || ${sql.ref('access_grants.reason')}`.as(
              'detail',
            ),
          ]);
        return inRange(q as unknown as Part, 'access_grants.created_at', bounds);
      }
    }
  });
  const [first, ...rest] = parts as [Part, ...Part[]];
  return rest.reduce((all, part) => all.unionAll(part), first);
}

/** Filtered ledger rows, newest first; `limit` rows from `offset`. */
export async function ledgerRows(
  db: Kysely<Database>,
  filter: LedgerFilter,
  offset: number,
  limit: number,
): Promise<LedgerRow[]> {
  let q = moneyDb(db)
    .selectFrom(unionOf(db, filter).as('ledger'))
    .leftJoin('users', 'users.id', 'ledger.user_id')
    .select([
      'ledger.kind',
      'ledger.id',
      'ledger.at',
      'ledger.user_id',
      'ledger.amount',
      'ledger.reference',
      'ledger.detail',
      'users.phone',
    ]);
  if (filter.phone) q = q.where('users.phone', 'like', `${filter.phone}%`);
  const rows = await q
    .orderBy('ledger.at', 'desc')
    .orderBy('ledger.kind')
    .orderBy('ledger.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((raw) => {
    return {
      key: `${raw.kind}:${raw.id}`,
      kind: raw.kind,
      at: raw.at,
      user_id: Number(raw.user_id),
      phone: raw.phone,
      amount: raw.amount === null ? null : Number(raw.amount),
      reference: raw.reference,
      detail: raw.detail === null ? null : String(raw.detail),
    };
  });
}

export async function ledgerPage(
  db: Kysely<Database>,
  filter: LedgerFilter,
  page: number,
  size: number,
) {
  const rows = await ledgerRows(db, filter, (page - 1) * size, size + 1);
  return { rows: rows.slice(0, size), page, has_more: rows.length > size };
}
