import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxStore } from '../../server/providers/payment/sandbox/sandbox-store';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('QPay sandbox payments at the same moment', () => {
  it('two halves paid at once leave the invoice PAID, on SQLite and PostgreSQL', async () => {
    const store = sandboxStore(t.db, t.clock);
    for (let round = 0; round < 5; round++) {
      const invoice = await store.createInvoice(
        {
          invoice_code: 'BTV_INVOICE',
          sender_invoice_no: `race-${round}`,
          receiver_code: 'terminal',
          description: 'Түрээс',
          amount: 2000,
          callback_url: null,
        },
        () => Promise.resolve({ qr_text: 'qr', qr_image: '' }),
      );
      const results = await Promise.all([
        store.pay(invoice.invoice_id, 1000, 'wallet-a'),
        store.pay(invoice.invoice_id, 1000, 'wallet-b'),
      ]);
      expect(results.every((r) => r !== null)).toBe(true);
      const row = await store.findInvoice(invoice.invoice_id);
      expect(row?.status).toBe('PAID');
    }
  });
});
