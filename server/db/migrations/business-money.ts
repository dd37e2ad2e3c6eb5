import type { Kysely } from 'kysely';
import { addIndex, withId, withRef } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The money part of the accounts room (docs/decisions/068-business-money.md):
 * - `payment_refunds`: one row per refunded payment, written as an intent BEFORE QPay is asked
 *   (state 'pending', with a claim that runs out), then finished with the access withdrawn in
 *   one transaction (state 'done'). `payment_id` is unique: a second press, two requests at
 *   once, or a retry after a crash between QPay's answer and our write all meet the same row.
 * - `reconcile_runs` and `reconcile_mismatches`: the daily comparison of our invoices with
 *   QPay's payment/check, and what it found, until staff settle each finding.
 */
export async function up(db: Db): Promise<void> {
  await withRef(withId(db, db.schema.createTable('payment_refunds')), 'payment_id', 'payments')
    .addColumn('invoice_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    /** 'pending' until QPay refunded and the access is withdrawn, then 'done'. */
    .addColumn('state', 'text', (c) => c.notNull())
    /** While this is ahead, one request is talking to QPay; after it, a retry may take over. */
    .addColumn('claimed_until', 'text', (c) => c.notNull())
    /** What was withdrawn, as JSON: the rental's old end or the days taken. */
    .addColumn('withdrawn_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addUniqueConstraint('payment_refunds_payment_id_unique', ['payment_id'])
    .execute();
  await addIndex(db, 'payment_refunds', ['user_id', 'created_at']);
  await addIndex(db, 'payment_refunds', ['created_at']);

  await withId(db, db.schema.createTable('reconcile_runs'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('found', 'integer', (c) => c.notNull().defaultTo(0))
    /** Invoices QPay could not answer for in this run. */
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    /** null: the daily schedule; else the staff member who asked. */
    .addColumn('requested_by', 'integer')
    .execute();
  await addIndex(db, 'reconcile_runs', ['started_at']);

  await withRef(withId(db, db.schema.createTable('reconcile_mismatches')), 'invoice_id', 'invoices')
    .addColumn('run_id', 'integer', (c) => c.notNull())
    /** 'paid-not-granted' or 'granted-not-paid'. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('provider_amount', 'integer', (c) => c.notNull())
    .addColumn('found_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer')
    .addColumn('resolution', 'text')
    .execute();
  // One open finding per invoice and kind: a later run does not list it twice.
  await addIndex(db, 'reconcile_mismatches', ['invoice_id', 'kind', 'resolved_at']);
  await addIndex(db, 'reconcile_mismatches', ['found_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('reconcile_mismatches').execute();
  await db.schema.dropTable('reconcile_runs').execute();
  await db.schema.dropTable('payment_refunds').execute();
}
