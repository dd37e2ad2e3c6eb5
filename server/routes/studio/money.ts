import { studioSchemas } from '../../../contract/studio/endpoints';
import {
  LEDGER_CSV_MAX,
  LEDGER_PAGE_SIZE,
  ledgerKindNames,
} from '../../../contract/studio/money-values';
import type { AppDeps } from '../../deps';
import { csvText } from '../../domain/csv-text';
import { ledgerPage, ledgerRows } from '../../domain/money-ledger';
import { ok } from '../../http/respond';
import { parseQuery } from '../../http/validate';
import { studioRouter } from './studio-router';

const s = studioSchemas;

const CSV_HEADER = ['Огноо (UTC)', 'Төрөл', 'Хэрэглэгч', 'Утас', 'Дүн (₮)', 'Лавлах', 'Тайлбар'];

/** The money room (decision 068): the ledger, its CSV, and reconciliation with QPay. */
export function studioMoneyRoutes(deps: AppDeps) {
  const { db } = deps;
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

  return app;
}
