import type { Kysely } from 'kysely';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * Payments, issue 6:
 * - receipts: one e-barimt per paid invoice, enforced (the grant writes it once).
 * - tax_profiles: who a user's receipts are made out to (/choose/tax/type, /aan).
 * - qpay_sandbox_*: the built-in QPay sandbox's state, in the database (not in memory) so the
 *   in-process client, the tester's pay page and a second server instance all agree.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('receipts_invoice_id_idx').execute();
  await addIndex(db, 'receipts', ['invoice_id'], { unique: true });

  await db.schema
    .createTable('tax_profiles')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('register_no', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('qpay_sandbox_invoices')
    .addColumn('invoice_id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_code', 'text', (c) => c.notNull())
    .addColumn('sender_invoice_no', 'text', (c) => c.notNull())
    .addColumn('receiver_code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('callback_url', 'text')
    .addColumn('qr_text', 'text', (c) => c.notNull())
    .addColumn('qr_image', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'qpay_sandbox_invoices', ['sender_invoice_no']);

  await db.schema
    .createTable('qpay_sandbox_payments')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('wallet', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'qpay_sandbox_payments', ['invoice_id']);

  await db.schema
    .createTable('qpay_sandbox_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'qpay_sandbox_tokens', ['expires_at']);

  await db.schema
    .createTable('qpay_sandbox_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'qpay_sandbox_settings',
    'qpay_sandbox_tokens',
    'qpay_sandbox_payments',
    'qpay_sandbox_invoices',
    'tax_profiles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('receipts_invoice_id_idx').execute();
  await addIndex(db, 'receipts', ['invoice_id']);
}
