import { studioSchemas } from '../../../contract/studio/endpoints';
import {
  LEDGER_CSV_MAX,
  LEDGER_PAGE_SIZE,
  ledgerKindNames,
  moneyMessages,
} from '../../../contract/studio/money-values';
import type { AppDeps } from '../../deps';
import { csvText } from '../../domain/csv-text';
import { ledgerPage, ledgerRows } from '../../domain/money-ledger';
import {
  lastRun,
  openMismatches,
  resolveMismatch,
  runReconcile,
} from '../../domain/money-reconcile';
import { parseStudioForm } from '../../http/parse-studio-form';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/respond';
import { parseParams, parseQuery } from '../../http/validate';
import type { PaymentProvider } from '../../providers/payment/payment-provider';
import { PaymentProviderError } from '../../providers/payment/payment-provider';
import { studioRouter } from './studio-router';

const s = studioSchemas;

const CSV_HEADER = ['Огноо (UTC)', 'Төрөл', 'Хэрэглэгч', 'Утас', 'Дүн (₮)', 'Лавлах', 'Тайлбар'];

/** The money room (decision 068): the ledger, its CSV, and reconciliation with QPay. */
export function studioMoneyRoutes(deps: AppDeps, provider: PaymentProvider) {
  const { db, clock } = deps;

  async function reconcileState() {
    const [run, mismatches] = await Promise.all([lastRun(db), openMismatches(db)]);
    return { run, mismatches };
  }
  const { app, on } = studioRouter(deps);

  on('studioLedger', async (c) => {
    const { page, ...filter } = parseQuery(c, s.studioLedger.query);
    return ok(c, await ledgerPage(db, filter, page, LEDGER_PAGE_SIZE));
  });

  on('studioLedgerCsv', async (c) => {
    const filter = parseQuery(c, s.studioLedgerCsv.query);
    const rows = await ledgerRows(db, filter, 0, LEDGER_CSV_MAX);
    const text = csvText(
      CSV_HEADER,
      rows.map((r) => [
        r.at,
        ledgerKindNames[r.kind],
        r.user_id,
        r.phone,
        r.amount,
        r.reference,
        r.detail,
      ]),
    );
    // A private answer: never kept by a browser or a proxy for the next person.
    c.header('cache-control', 'no-store');
    c.header('content-disposition', 'attachment; filename="btv-ledger.csv"');
    return c.body(text, 200, { 'content-type': 'text/csv; charset=utf-8' });
  });

  on('studioReconcile', async (c) => ok(c, await reconcileState()));

  on('studioReconcileRun', async (c) => {
    const run = await runReconcile(db, provider, clock.now(), c.get('staff').userId);
    return ok(c, await reconcileState(), moneyMessages.reconciled(run.checked, run.found));
  });

  on('studioMismatchResolve', async (c) => {
    const { id } = parseParams(c, s.studioMismatchResolve.params);
    const { reason } = await parseStudioForm(c, s.studioMismatchResolve.body);
    let outcome;
    try {
      outcome = await resolveMismatch(
        { db, clock, rentalHours: deps.config.rentalHours, provider },
        c.get('staff').userId,
        id,
        reason,
      );
    } catch (error) {
      if (error instanceof PaymentProviderError)
        throw new HttpError(409, moneyMessages.providerDown);
      throw error;
    }
    if (outcome === 'missing') throw new HttpError(409, moneyMessages.gone);
    if (outcome === 'not-paid') throw new HttpError(409, moneyMessages.notPaid);
    return c.json({
      status: true,
      msg: outcome === 'granted' ? moneyMessages.granted : moneyMessages.noted,
    });
  });

  return app;
}
