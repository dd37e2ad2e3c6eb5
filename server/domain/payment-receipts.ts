import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Paged } from '../../contract/envelope';
import type { Receipt, TaxProfile } from '../../contract/entities';
import { paymentDb } from '../db/payment-schema';
import type { Database, InvoiceRow } from '../db/schema';
import { countOf, pageWindow, toPaged } from './paging';

/*
 * E-barimt (VAT receipts): one per paid invoice, made out to the user's chosen tax type. The
 * receipt numbers are generated here in the same shape as the tax system's (33-digit ДДТД, a
 * lottery code); submitting them to ebarimt.mn is not part of this build.
 */

const INDIVIDUAL: TaxProfile = { type: 'individual', register_no: null };
const LOTTERY_LETTERS = 'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШ';

function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

function lotteryCode(): string {
  const letter = () => LOTTERY_LETTERS[randomInt(LOTTERY_LETTERS.length)] ?? 'А';
  return `${letter()}${letter()} ${digits(8)}`;
}

export async function taxProfile(db: Kysely<Database>, userId: number): Promise<TaxProfile> {
  const row = await paymentDb(db)
    .selectFrom('tax_profiles')
    .select(['type', 'register_no'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return INDIVIDUAL;
  return row.type === 'business' && row.register_no
    ? { type: 'business', register_no: row.register_no }
    : INDIVIDUAL;
}

/** An individual has no register number; a business must have a valid one (checked by the caller). */
export async function saveTaxProfile(
  db: Kysely<Database>,
  userId: number,
  profile: TaxProfile,
  now: number,
): Promise<TaxProfile> {
  const saved: TaxProfile =
    profile.type === 'business' ? profile : { type: 'individual', register_no: null };
  const values = { ...saved, updated_at: new Date(now).toISOString() };
  await paymentDb(db)
    .insertInto('tax_profiles')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return saved;
}

/** Inside the grant's transaction; receipts.invoice_id is unique, so a repeat writes nothing. */
export async function writeReceipt(
  trx: Kysely<Database>,
  invoice: Pick<InvoiceRow, 'id' | 'user_id' | 'amount'>,
  now: number,
): Promise<void> {
  const profile = await taxProfile(trx, invoice.user_id);
  await trx
    .insertInto('receipts')
    .values({
      invoice_id: invoice.id,
      user_id: invoice.user_id,
      type: profile.type,
      register_no: profile.register_no,
      amount: invoice.amount,
      ddtd: digits(33),
      lottery: profile.type === 'individual' ? lotteryCode() : null,
      created_at: new Date(now).toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The user's receipts, newest first, with what each paid for. */
export async function listReceipts(
  db: Kysely<Database>,
  userId: number,
  page: number,
): Promise<Paged<Receipt>> {
  const { limit, offset } = pageWindow(page);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('receipts')
      .innerJoin('invoices', 'invoices.id', 'receipts.invoice_id')
      .leftJoin('media', 'media.id', 'invoices.movie_id')
      .leftJoin('payment_options', 'payment_options.id', 'invoices.option_id')
      .select([
        'receipts.id',
        'invoices.bill',
        'invoices.kind',
        'media.title as movie_title',
        'payment_options.title as option_title',
        'receipts.amount',
        'receipts.type',
        'receipts.register_no',
        'receipts.ddtd',
        'receipts.lottery',
        'receipts.created_at',
      ])
      .where('receipts.user_id', '=', userId)
      .orderBy('receipts.created_at', 'desc')
      .orderBy('receipts.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('receipts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const data = rows.map((r): Receipt => ({
    id: r.id,
    bill: r.bill,
    kind: r.kind,
    title:
      r.kind === 'rental'
        ? (r.movie_title ?? 'Үзвэрийн түрээс')
        : (r.option_title ?? 'Эрх сунгалт'),
    amount: r.amount,
    type: r.type === 'business' ? 'business' : 'individual',
    register_no: r.register_no,
    ddtd: r.ddtd,
    lottery: r.lottery,
    created_at: r.created_at,
  }));
  return toPaged(data, countOf(total), page);
}
