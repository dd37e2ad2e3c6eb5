import { studioSchemas } from '../../../contract/studio/endpoints';
import { accountMessages } from '../../../contract/studio/accounts-values';
import type { AppDeps } from '../../deps';
import { accountPage } from '../../domain/studio-account-list';
import { readAccount } from '../../domain/studio-account-read';
import { changeDays } from '../../domain/studio-account-days';
import { cancelRental } from '../../domain/studio-account-rental';
import { endSessions } from '../../domain/studio-account-sessions';
import { refundInvoice } from '../../domain/payment-refunds';
import type { PaymentProvider } from '../../providers/payment/payment-provider';
import { FieldErrors, parseStudioForm } from '../../http/parse-studio-form';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/respond';
import { parseParams, parseQuery } from '../../http/validate';
import { notFound } from './catalogue-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** The accounts room (decision 064): find a viewer, read the account, change days and sessions. */
export function studioAccountRoutes(deps: AppDeps, provider: PaymentProvider) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioAccounts', async (c) => {
    const q = parseQuery(c, s.studioAccounts.query);
    return ok(c, await accountPage(db, { q: q.q, page: q.page }, clock.now()));
  });

  on('studioAccount', async (c) => {
    const { id } = parseParams(c, s.studioAccount.params);
    const account = await readAccount(db, clock.now(), c.get('staff').userId, id);
    return account ? ok(c, account) : notFound();
  });

  on('studioAccountDays', async (c) => {
    const { id } = parseParams(c, s.studioAccountDays.params);
    const body = await parseStudioForm(c, s.studioAccountDays.body);
    const outcome = await changeDays(db, clock.now(), {
      staffId: c.get('staff').userId,
      userId: id,
      ...body,
    });
    switch (outcome.kind) {
      case 'missing':
        return notFound();
      case 'too-many':
        throw new FieldErrors({ days: accountMessages.tooManyRemoved(outcome.left) });
      case 'key-reused':
        throw new HttpError(422, accountMessages.keyReused);
      case 'done':
        return ok(
          c,
          { days: outcome.days, paid_until: outcome.paidUntil },
          body.action === 'add'
            ? accountMessages.daysAdded(body.days)
            : accountMessages.daysRemoved(body.days),
        );
    }
  });

  on('studioAccountSessionsEnd', async (c) => {
    const { id } = parseParams(c, s.studioAccountSessionsEnd.params);
    const body = await parseStudioForm(c, s.studioAccountSessionsEnd.body);
    const ended = await endSessions(db, clock.now(), c.get('staff').userId, {
      userId: id,
      sessionId: body.session_id,
    });
    return ok(c, { ended }, accountMessages.sessionsEnded(ended));
  });

  on('studioAccountRentalCancel', async (c) => {
    const { id, rentalId } = parseParams(c, s.studioAccountRentalCancel.params);
    const { reason } = await parseStudioForm(c, s.studioAccountRentalCancel.body);
    const outcome = await cancelRental(
      db,
      clock.now(),
      c.get('staff').userId,
      {
        userId: id,
        rentalId,
        reason,
      },
      deps.config.mediaUrlTtlMs,
    );
    if (outcome === 'missing') return notFound();
    if (outcome === 'over') throw new HttpError(409, accountMessages.rentalOver);
    return c.json({ status: true, msg: accountMessages.rentalCancelled });
  });

  on('studioAccountRefund', async (c) => {
    const { id, invoiceId } = parseParams(c, s.studioAccountRefund.params);
    const { reason } = await parseStudioForm(c, s.studioAccountRefund.body);
    const outcome = await refundInvoice(
      { db, provider, now: () => clock.now(), mediaUrlTtlMs: deps.config.mediaUrlTtlMs },
      { staffId: c.get('staff').userId, userId: id, invoiceId, reason },
    );
    switch (outcome.kind) {
      case 'missing':
        return notFound();
      case 'nothing':
        throw new HttpError(409, accountMessages.refundNothing);
      case 'already':
        throw new HttpError(409, accountMessages.refundAlready);
      case 'busy':
        throw new HttpError(409, accountMessages.refundBusy);
      case 'provider':
        // Not a 5xx: our server is fine, QPay's answer is what stops the refund (decision 068).
        throw new HttpError(409, accountMessages.refundProvider(outcome.error.providerMsg));
      case 'refunded':
        return ok(c, { amount: outcome.amount }, accountMessages.refunded(outcome.amount));
    }
  });

  return app;
}
