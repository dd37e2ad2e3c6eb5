import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../../clock';
import { isPostgres } from '../../../db/dialect';
import { paymentDb } from '../../../db/payment-schema';
import type { SandboxInvoicesTable, SandboxPaymentsTable } from '../../../db/payment-schema';
import type { Database } from '../../../db/schema';

export type SandboxInvoice = Selectable<SandboxInvoicesTable>;
export type SandboxPayment = Selectable<SandboxPaymentsTable>;

export type SandboxOp = 'auth' | 'invoice' | 'check' | 'refund';
export type SandboxFailMode = 'none' | 'http500' | 'status-false';
export interface SandboxFailure {
  mode: SandboxFailMode;
  msg: string | null;
}

export const SANDBOX_OPS: readonly SandboxOp[] = ['auth', 'invoice', 'check', 'refund'];

/** QPay's tokens live a day; the sandbox's are short so refresh is exercised. */
const ACCESS_TTL_MS = 60 * 60_000;
const REFRESH_TTL_MS = 24 * 60 * 60_000;

export interface IssuedTokens {
  access: string;
  refresh: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const token = () => randomBytes(24).toString('base64url');

/** The sandbox's state, in the database so every instance (and the pay page) sees the same. */
export function sandboxStore(database: Kysely<Database>, clock: Clock) {
  const db = paymentDb(database);

  return {
    async issueTokens(): Promise<IssuedTokens> {
      const now = clock.now();
      const issued = {
        access: token(),
        refresh: token(),
        accessExpiresAt: now + ACCESS_TTL_MS,
        refreshExpiresAt: now + REFRESH_TTL_MS,
      };
      await db.deleteFrom('qpay_sandbox_tokens').where('expires_at', '<=', iso(now)).execute();
      await db
        .insertInto('qpay_sandbox_tokens')
        .values([
          { token: issued.access, kind: 'access', expires_at: iso(issued.accessExpiresAt) },
          { token: issued.refresh, kind: 'refresh', expires_at: iso(issued.refreshExpiresAt) },
        ])
        .execute();
      return issued;
    },

    async tokenValid(value: string, kind: 'access' | 'refresh'): Promise<boolean> {
      const row = await db
        .selectFrom('qpay_sandbox_tokens')
        .select('token')
        .where('token', '=', value)
        .where('kind', '=', kind)
        .where('expires_at', '>', iso(clock.now()))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A refresh token is single-use, as with QPay's Keycloak. */
    async revokeToken(value: string): Promise<void> {
      await db.deleteFrom('qpay_sandbox_tokens').where('token', '=', value).execute();
    },

    async createInvoice(
      invoice: Omit<
        SandboxInvoice,
        'invoice_id' | 'status' | 'created_at' | 'qr_text' | 'qr_image'
      >,
      render: (invoiceId: string) => Promise<{ qr_text: string; qr_image: string }>,
    ): Promise<SandboxInvoice> {
      const invoiceId = randomUUID();
      const row: SandboxInvoice = {
        ...invoice,
        invoice_id: invoiceId,
        ...(await render(invoiceId)),
        status: 'OPEN',
        created_at: iso(clock.now()),
      };
      await db.insertInto('qpay_sandbox_invoices').values(row).execute();
      return row;
    },

    /** By QPay's invoice id, else by our sender_invoice_no (the bill): the newest such invoice. */
    async findInvoice(ref: string): Promise<SandboxInvoice | undefined> {
      const byId = await db
        .selectFrom('qpay_sandbox_invoices')
        .selectAll()
        .where('invoice_id', '=', ref)
        .executeTakeFirst();
      if (byId) return byId;
      return db
        .selectFrom('qpay_sandbox_invoices')
        .selectAll()
        .where('sender_invoice_no', '=', ref)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    payments(invoiceId: string): Promise<SandboxPayment[]> {
      return db
        .selectFrom('qpay_sandbox_payments')
        .selectAll()
        .where('invoice_id', '=', invoiceId)
        .orderBy('paid_at')
        .orderBy('payment_id')
        .execute();
    },

    /**
     * A bank app pays `amount` towards an open invoice; it becomes PAID once the payments cover
     * its amount. A paid or cancelled invoice takes no more money (null).
     */
    async pay(
      invoiceId: string,
      amount: number,
      wallet: string,
    ): Promise<{ payment: SandboxPayment; invoice: SandboxInvoice } | null> {
      return db.transaction().execute(async (trx) => {
        let find = trx
          .selectFrom('qpay_sandbox_invoices')
          .selectAll()
          .where('invoice_id', '=', invoiceId);
        // Two payments at once would each sum only their own under PostgreSQL's read committed
        // and leave a fully paid invoice OPEN; SQLite runs transactions one at a time anyway.
        if (isPostgres(trx)) find = find.forUpdate();
        const invoice = await find.executeTakeFirst();
        if (!invoice || invoice.status !== 'OPEN') return null;
        const payment: SandboxPayment = {
          payment_id: randomUUID(),
          invoice_id: invoiceId,
          amount,
          status: 'PAID',
          wallet,
          paid_at: iso(clock.now()),
        };
        await trx.insertInto('qpay_sandbox_payments').values(payment).execute();
        const paid = await trx
          .selectFrom('qpay_sandbox_payments')
          .select((eb) => eb.fn.sum<number | string>('amount').as('total'))
          .where('invoice_id', '=', invoiceId)
          .executeTakeFirst();
        const status = Number(paid?.total ?? 0) >= invoice.amount ? 'PAID' : 'OPEN';
        if (status === 'PAID') {
          await trx
            .updateTable('qpay_sandbox_invoices')
            .set({ status })
            .where('invoice_id', '=', invoiceId)
            .execute();
        }
        return { payment, invoice: { ...invoice, status } };
      });
    },

    /**
     * A paid payment is refunded once: a conditional update, so two refunds at once or a repeat
     * find it REFUNDED already. Answers what the payment was before.
     */
    async refund(paymentId: string): Promise<'refunded' | 'already' | 'missing'> {
      const payment = await db
        .selectFrom('qpay_sandbox_payments')
        .select('status')
        .where('payment_id', '=', paymentId)
        .executeTakeFirst();
      if (!payment) return 'missing';
      const changed = await db
        .updateTable('qpay_sandbox_payments')
        .set({ status: 'REFUNDED' })
        .where('payment_id', '=', paymentId)
        .where('status', '=', 'PAID')
        .executeTakeFirst();
      return Number(changed.numUpdatedRows) === 1 ? 'refunded' : 'already';
    },

    /** Only an open invoice can be cancelled; answers the status it ends with. */
    async cancel(invoiceId: string): Promise<SandboxInvoice['status'] | null> {
      const invoice = await db
        .selectFrom('qpay_sandbox_invoices')
        .select('status')
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirst();
      if (!invoice) return null;
      if (invoice.status !== 'OPEN') return invoice.status;
      await db
        .updateTable('qpay_sandbox_invoices')
        .set({ status: 'CANCELLED' })
        .where('invoice_id', '=', invoiceId)
        .where('status', '=', 'OPEN')
        .execute();
      return 'CANCELLED';
    },

    async failure(op: SandboxOp): Promise<SandboxFailure> {
      const row = await db
        .selectFrom('qpay_sandbox_settings')
        .select('value')
        .where('key', '=', `fail:${op}`)
        .executeTakeFirst();
      if (!row) return { mode: 'none', msg: null };
      try {
        const parsed = JSON.parse(row.value) as Partial<SandboxFailure>;
        const mode =
          parsed.mode === 'http500' || parsed.mode === 'status-false' ? parsed.mode : 'none';
        return { mode, msg: typeof parsed.msg === 'string' ? parsed.msg : null };
      } catch {
        return { mode: 'none', msg: null };
      }
    },

    async setFailure(op: SandboxOp, failure: SandboxFailure): Promise<void> {
      const key = `fail:${op}`;
      if (failure.mode === 'none') {
        await db.deleteFrom('qpay_sandbox_settings').where('key', '=', key).execute();
        return;
      }
      const value = JSON.stringify(failure);
      await db
        .insertInto('qpay_sandbox_settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}

export type SandboxStore = ReturnType<typeof sandboxStore>;
