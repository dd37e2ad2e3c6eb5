import { Hono } from 'hono';
import type { Context } from 'hono';
import type { InvoiceState } from '../../contract/entities';
import { schemas } from '../../contract/endpoints';
import { paymentMessages, registerNoSchema } from '../../contract/endpoints/payment';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import type { InvoiceRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { loadUser, remainingDays } from '../domain/account-user';
import { assertUserParam, currentUserId } from '../http/request-user';
import { invoiceByBill, openInvoice, toQrInvoice } from '../domain/payment-invoices';
import type { InvoiceOrderSpec } from '../domain/payment-invoices';
import { listReceipts, saveTaxProfile, taxProfile } from '../domain/payment-receipts';
import { settleInvoice } from '../domain/payments';
import type { SettleResult } from '../domain/payments';
import { activeRental } from '../domain/rentals';
import { hasVideo } from '../domain/sources';
import { errorAnswer } from '../http/error-answer';
import { HttpError } from '../http/http-error';
import { ok, refuse } from '../http/respond';
import { parseBody, parseParams, parseQuery } from '../http/validate';
import { PaymentProviderError, type PaymentProvider } from '../providers/payment/payment-provider';
import { paymentSettings } from '../providers/payment/payment-settings';
import { registerCallbackLoopback } from '../providers/payment/sandbox/sandbox-callbacks';
import {
  bankAccounts,
  movieExists,
  movieForSale,
  paymentOption,
  paymentOptions,
} from '../domain/payment-catalogue';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function checkMessage(result: SettleResult): string {
  const byState: Record<InvoiceState, string> = {
    paid: paymentMessages.paid,
    open: result.underpaid ? paymentMessages.underpaid : paymentMessages.notPaid,
    expired: result.underpaid ? paymentMessages.underpaid : paymentMessages.expired,
    cancelled: paymentMessages.cancelled,
  };
  return byState[result.state];
}

/**
 * docs/product.md §7 "Payment and rental" plus the receipts and tax type of issue 6. Money is granted
 * only in domain/payments.ts, from the provider's own payment/check.
 */
export function paymentRoutes(deps: AppDeps, provider: PaymentProvider): Hono {
  const { db, clock } = deps;
  const settings = paymentSettings(deps.config);
  const { rentalHours } = deps.config;
  const grant = { db, clock, rentalHours };
  const invoices = {
    db,
    clock,
    provider,
    callbackUrl: (bill: string) =>
      `${settings.publicBaseUrl}${buildPath(paths.qpayCallback.path, { bill })}`,
  };
  const app = new Hono();

  // Same envelope as app.ts, so in-process callers (the sandbox's callback loopback) see it too.
  app.onError(errorAnswer);

  const origin = originOf(settings.publicBaseUrl);
  if (origin) {
    registerCallbackLoopback(db, { origin, request: async (path) => app.request(path) });
  }

  /** The invoice for an order, or the answer to give instead (refused by the provider). */
  async function invoiceAnswer(c: Context, order: InvoiceOrderSpec) {
    let invoice: InvoiceRow;
    try {
      invoice = await openInvoice(invoices, order);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.kind === 'refused') {
        return refuse(c, error.providerMsg ?? paymentMessages.invoiceRefused);
      }
      console.warn(`payment provider: ${error.message}`);
      throw new HttpError(502, paymentMessages.invoiceFailed);
    }
    return c.json({ status: true, data: toQrInvoice(invoice), bill: invoice.bill });
  }

  async function settle(invoice: InvoiceRow): Promise<SettleResult> {
    try {
      return await settleInvoice(grant, provider, invoice);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      console.warn(`payment provider: ${error.message}`);
      throw new HttpError(502, paymentMessages.checkFailed);
    }
  }

  async function invoiceOf(bill: string): Promise<InvoiceRow> {
    const invoice = await invoiceByBill(db, bill);
    if (!invoice) throw new HttpError(404, extra.notFound);
    return invoice;
  }

  app.get(paths.paymentStatus.path, async (c) => {
    const { userId } = parseParams(c, schemas.paymentStatus.params);
    await assertUserParam(c, deps, userId, { allowGuest: false });
    const user = await loadUser(db, userId);
    const days = remainingDays(user, clock.now());
    return ok(c, { status: days > 0 ? 1 : 0, days, paid_until: user.paid_until });
  });

  app.get(paths.paymentOptions.path, async (c) => {
    const options = await paymentOptions(db);
    return c.json({ status: true, data: options, rental_hours: rentalHours });
  });

  app.get(paths.bankAccount.path, async (c) => ok(c, await bankAccounts(db)));

  app.get(paths.tvodCheck.path, async (c) => {
    const { userId, movieId } = parseParams(c, schemas.tvodCheck.params);
    await assertUserParam(c, deps, userId, { allowGuest: false });
    if (!(await movieExists(db, movieId))) throw new HttpError(404, extra.notFound);
    const rental = await activeRental(db, clock, userId, movieId);
    return c.json({
      status: rental !== null,
      data: { ends_at: rental?.ends_at ?? null, rental_hours: rentalHours },
    });
  });

  app.get(paths.movieInvoice.path, async (c) => {
    const { userId, movieId } = parseParams(c, schemas.movieInvoice.params);
    await assertUserParam(c, deps, userId, { allowGuest: false });
    const movie = await movieForSale(db, movieId);
    if (!movie) throw new HttpError(404, extra.notFound);
    if (movie.is_theatre !== 1 || movie.has_price !== 1 || movie.price <= 0) {
      return refuse(c, paymentMessages.notForRent);
    }
    // Nothing to play means nothing to sell: no one pays for 'Уучлаарай бичлэг олдсонгүй'.
    if (!hasVideo(movie)) return refuse(c, spec.videoMissing);
    if (await activeRental(db, clock, userId, movieId)) {
      return c.json({ status: true, msg: paymentMessages.alreadyRented });
    }
    return invoiceAnswer(c, {
      kind: 'rental',
      userId,
      movieId,
      amount: movie.price,
      description: `Түрээс (${rentalHours} цаг): ${movie.title}`,
    });
  });

  app.get(paths.extendInvoice.path, async (c) => {
    const { userId, optionId } = parseParams(c, schemas.extendInvoice.params);
    await assertUserParam(c, deps, userId, { allowGuest: false });
    const option = await paymentOption(db, optionId);
    if (!option) throw new HttpError(404, extra.notFound);
    if (option.price <= 0) return refuse(c, paymentMessages.invoiceRefused);
    return invoiceAnswer(c, {
      kind: 'extend',
      userId,
      optionId,
      amount: option.price,
      description: `Эрх сунгалт: ${option.title}`,
    });
  });

  app.get(paths.qpayCheck.path, async (c) => {
    const { bill } = parseParams(c, schemas.qpayCheck.params);
    const userId = await currentUserId(c, deps);
    if (userId === null) throw new HttpError(401, extra.unauthorized);
    const invoice = await invoiceOf(bill);
    if (invoice.user_id !== userId) throw new HttpError(403, extra.forbidden);
    const result = await settle(invoice);
    return c.json({
      status: result.state === 'paid' ? 1 : 0,
      msg: checkMessage(result),
      data: { state: result.state },
    });
  });

  // QPay's notification carries no signature: only our own check grants. Its query is still
  // held to the contract, so a malformed call is refused before it can trigger that check.
  app.get(paths.qpayCallback.path, async (c) => {
    const { bill } = parseParams(c, schemas.qpayCallback.params);
    parseQuery(c, schemas.qpayCallback.query);
    await settle(await invoiceOf(bill));
    return c.text('SUCCESS');
  });

  app.get(paths.receipts.path, async (c) => {
    const { userId } = parseParams(c, schemas.receipts.params);
    await assertUserParam(c, deps, userId, { allowGuest: false });
    const { page } = parseQuery(c, schemas.receipts.query);
    return ok(c, await listReceipts(db, userId, page));
  });

  app.get(paths.taxType.path, async (c) => {
    const { userId } = parseParams(c, schemas.taxType.params);
    await assertUserParam(c, deps, userId, { allowGuest: false });
    return ok(c, await taxProfile(db, userId));
  });

  app.post(paths.taxTypeSet.path, async (c) => {
    const { userId } = parseParams(c, schemas.taxTypeSet.params);
    await assertUserParam(c, deps, userId, { allowGuest: false });
    const body = await parseBody(c, schemas.taxTypeSet.body);
    let registerNo: string | null = null;
    if (body.type === 'business') {
      const parsed = registerNoSchema.safeParse(body.register_no?.trim() ?? '');
      if (!parsed.success) throw new HttpError(400, paymentMessages.registerInvalid);
      registerNo = parsed.data;
    }
    const saved = await saveTaxProfile(
      db,
      userId,
      { type: body.type, register_no: registerNo },
      clock.now(),
    );
    return ok(c, saved, paymentMessages.taxSaved);
  });

  return app;
}
