import { describe, expect, it } from 'vitest';
import type { QrInvoice } from '@contract/entities';
import { spec } from '@contract/messages';
import {
  initialQrState,
  qrPaymentMachine,
  type InvoiceAnswer,
  type QrEvent,
  type QrState,
} from '@/features/payment/hooks/qr-payment-machine';

const FALLBACK = 'Төлбөр төлөгдлөө';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const invoice = (overrides: Partial<QrInvoice> = {}): QrInvoice => ({
  qr_image: 'iVBORw0KGgo=',
  qr_text: 'QR-1',
  urls: [],
  amount: 9900,
  expires_at: null,
  ...overrides,
});

const billed = (bill = 'bill-0000001', data = invoice()): InvoiceAnswer => ({
  status: true,
  bill,
  data,
});

/** Runs the events in order and answers the last transition. */
function walk(events: QrEvent[], from: QrState = initialQrState(FALLBACK)) {
  let transition = { state: from, effects: [] as ReturnType<typeof qrPaymentMachine>['effects'] };
  for (const event of events) transition = qrPaymentMachine(transition.state, event);
  return transition;
}

/** The events that put a QR for `bill` on screen, as session 1. */
const toQr = (bill = 'bill-0000001', data = invoice()): QrEvent[] => [
  { type: 'start' },
  { type: 'invoiceAnswered', session: 1, answer: billed(bill, data) },
  { type: 'invoiceDue', session: 1, answer: billed(bill, data), now: NOW },
];

describe('step 1: the price', () => {
  it('asks an invoice on start and is busy meanwhile', () => {
    const { state, effects } = walk([{ type: 'start' }]);
    expect(state).toMatchObject({ phase: { step: 'price' }, busy: true, session: 1 });
    expect(effects).toEqual([{ type: 'createInvoice', session: 1 }]);
  });

  it('ignores a second start while the first is on its way', () => {
    const busy = walk([{ type: 'start' }]).state;
    expect(qrPaymentMachine(busy, { type: 'start' })).toEqual({ state: busy, effects: [] });
  });

  it('waits one second after the invoice answers before showing it', () => {
    const answer = billed();
    const { state, effects } = walk([
      { type: 'start' },
      { type: 'invoiceAnswered', session: 1, answer },
    ]);
    expect(state).toMatchObject({ phase: { step: 'price' }, busy: true });
    expect(effects).toEqual([
      { type: 'after', ms: 1000, event: { type: 'invoiceDue', session: 1, answer } },
    ]);
  });

  it("says a refusal's msg one second later and gives the button back", () => {
    const asked = walk([{ type: 'start' }, { type: 'invoiceRefused', msg: 'Болохгүй' }]);
    expect(asked.state.busy).toBe(true);
    expect(asked.effects).toEqual([
      { type: 'after', ms: 1000, event: { type: 'refusalDue', msg: 'Болохгүй' } },
    ]);
    const due = qrPaymentMachine(asked.state, { type: 'refusalDue', msg: 'Болохгүй', now: NOW });
    expect(due.state).toMatchObject({ phase: { step: 'price' }, busy: false });
    expect(due.effects).toEqual([{ type: 'toast', tone: 'error', text: 'Болохгүй' }]);
  });

  it("says 'Алдаа гарлаа' at once when the invoice request fails", () => {
    const { state, effects } = walk([{ type: 'start' }, { type: 'invoiceFailed' }]);
    expect(state).toMatchObject({ phase: { step: 'price' }, busy: false });
    expect(effects).toEqual([{ type: 'toast', tone: 'error', text: spec.error }]);
  });
});

describe('step 1 → 2: the QR', () => {
  it('shows the QR with 90 seconds from when its second is up', () => {
    const { state, effects } = walk(toQr());
    expect(state.busy).toBe(false);
    expect(state.phase).toEqual({
      step: 'qr',
      bill: 'bill-0000001',
      invoice: invoice(),
      deadline: NOW + 90_000,
      session: 1,
    });
    expect(effects).toEqual([]);
  });

  it("keeps an earlier invoice's own end when it is sooner than 90 s", () => {
    const ends = new Date(NOW + 40_000).toISOString();
    const { state } = walk(toQr('bill-0000001', invoice({ expires_at: ends })));
    expect(state.phase).toMatchObject({ deadline: NOW + 40_000 });
  });

  it('falls back to 90 s when the end is past or beyond 90 s', () => {
    for (const offset of [-5_000, 120_000]) {
      const ends = new Date(NOW + offset).toISOString();
      const { state } = walk(toQr('bill-0000001', invoice({ expires_at: ends })));
      expect(state.phase).toMatchObject({ deadline: NOW + 90_000 });
    }
  });

  it('drops an invoice whose flow was cancelled meanwhile, and frees the button', () => {
    const { state } = walk([
      { type: 'start' },
      { type: 'invoiceAnswered', session: 1, answer: billed() },
      { type: 'cancel' },
      { type: 'invoiceDue', session: 1, answer: billed(), now: NOW },
    ]);
    expect(state).toMatchObject({ phase: { step: 'price' }, busy: false, session: 2 });
  });

  it('goes straight to a paid result when nothing is owed', () => {
    const answer: InvoiceAnswer = { status: true, msg: 'Түрээслэсэн байна' };
    const { state, effects } = walk([
      { type: 'start' },
      { type: 'invoiceAnswered', session: 1, answer },
      { type: 'invoiceDue', session: 1, answer, now: NOW },
    ]);
    expect(state.phase).toEqual({
      step: 'result',
      paid: true,
      msg: 'Түрээслэсэн байна',
      session: 2,
    });
    expect(effects).toEqual([{ type: 'paid', msg: 'Түрээслэсэн байна' }]);
  });

  it("uses the caller's text when a paid answer has no msg", () => {
    const answer: InvoiceAnswer = { status: true };
    const { state } = walk([{ type: 'start' }, { type: 'invoiceDue', session: 1, answer, now: 0 }]);
    expect(state.phase).toMatchObject({ step: 'result', paid: true, msg: FALLBACK });
  });
});

describe('step 2: the checks', () => {
  const onQr = walk(toQr()).state;

  it("'Шалгах' asks the check of the bill on screen and spins meanwhile", () => {
    const { state, effects } = qrPaymentMachine(onQr, { type: 'check' });
    expect(state.checking).toBe(true);
    expect(effects).toEqual([{ type: 'check', bill: 'bill-0000001', session: 1 }]);
  });

  it("'Шалгах' asks nothing when no QR is on screen", () => {
    const price = initialQrState(FALLBACK);
    expect(qrPaymentMachine(price, { type: 'check' })).toEqual({ state: price, effects: [] });
  });

  it('goes to a paid result on a paid answer, from the poll or from Шалгах, and tells once', () => {
    for (const manual of [false, true]) {
      const answer = { status: 1 as const, msg: 'Төлөгдлөө', data: { state: 'paid' as const } };
      const asked = manual ? qrPaymentMachine(onQr, { type: 'check' }).state : onQr;
      const { state, effects } = qrPaymentMachine(asked, {
        type: 'checked',
        bill: 'bill-0000001',
        answer,
        manual,
      });
      expect(state).toMatchObject({ checking: false, session: 2 });
      expect(state.phase).toEqual({ step: 'result', paid: true, msg: 'Төлөгдлөө', session: 2 });
      expect(effects).toEqual([{ type: 'paid', msg: 'Төлөгдлөө' }]);
      // The same answer again (the poll's copy of a manual check) changes nothing.
      const again = qrPaymentMachine(state, {
        type: 'checked',
        bill: 'bill-0000001',
        answer,
        manual,
      });
      expect(again.effects).toEqual([]);
      expect(again.state.phase).toBe(state.phase);
    }
  });

  it('ends unpaid on a definite end, with the msg or Алдаа гарлаа', () => {
    const expired = qrPaymentMachine(onQr, {
      type: 'checked',
      bill: 'bill-0000001',
      answer: { status: 0, msg: 'Хугацаа дууссан', data: { state: 'expired' } },
      manual: false,
    });
    expect(expired.state.phase).toMatchObject({
      step: 'result',
      paid: false,
      msg: 'Хугацаа дууссан',
    });
    expect(expired.effects).toEqual([]);
    const cancelled = qrPaymentMachine(onQr, {
      type: 'checked',
      bill: 'bill-0000001',
      answer: { status: 0, data: { state: 'cancelled' } },
      manual: false,
    });
    expect(cancelled.state.phase).toMatchObject({ step: 'result', paid: false, msg: spec.error });
  });

  it('stays on an open payment; only Шалгах says so', () => {
    const answer = { status: 0 as const, msg: 'Төлөгдөөгүй', data: { state: 'open' as const } };
    const polled = qrPaymentMachine(onQr, {
      type: 'checked',
      bill: 'bill-0000001',
      answer,
      manual: false,
    });
    expect(polled).toEqual({ state: onQr, effects: [] });
    const asked = qrPaymentMachine(onQr, { type: 'check' }).state;
    const manual = qrPaymentMachine(asked, {
      type: 'checked',
      bill: 'bill-0000001',
      answer,
      manual: true,
    });
    expect(manual.state).toEqual({ ...onQr, checking: false });
    expect(manual.effects).toEqual([{ type: 'toast', tone: 'info', text: 'Төлөгдөөгүй' }]);
  });

  it('ignores an answer for a QR no longer on screen', () => {
    const paid = { status: 1 as const, data: { state: 'paid' as const } };
    const other = qrPaymentMachine(onQr, {
      type: 'checked',
      bill: 'bill-0000009',
      answer: paid,
      manual: false,
    });
    expect(other).toEqual({ state: onQr, effects: [] });
    const cancelled = qrPaymentMachine(onQr, { type: 'cancel' }).state;
    const late = qrPaymentMachine(cancelled, {
      type: 'checked',
      bill: 'bill-0000001',
      answer: paid,
      manual: false,
    });
    expect(late).toEqual({ state: cancelled, effects: [] });
  });

  it('a failed Шалгах cancels to step 1 with Алдаа гарлаа / Шалгахад алдаа гарлаа', () => {
    const asked = qrPaymentMachine(onQr, { type: 'check' }).state;
    const { state, effects } = qrPaymentMachine(asked, { type: 'checkFailed', session: 1 });
    expect(state).toMatchObject({ phase: { step: 'price' }, checking: false, session: 2 });
    expect(effects).toEqual([
      { type: 'toast', tone: 'error', text: spec.checkFailed, title: spec.error },
    ]);
  });

  it('a failed Шалгах of an earlier QR only stops the spinner', () => {
    const asked = qrPaymentMachine(onQr, { type: 'check' }).state;
    const renewed = walk(
      [
        { type: 'start' },
        { type: 'invoiceDue', session: 2, answer: billed('bill-0000002'), now: NOW },
      ],
      asked,
    ).state;
    expect(renewed.checking).toBe(true);
    const { state, effects } = qrPaymentMachine(renewed, { type: 'checkFailed', session: 1 });
    expect(state).toEqual({ ...renewed, checking: false });
    expect(effects).toEqual([]);
    const dropped = qrPaymentMachine(renewed, { type: 'checkDropped' });
    expect(dropped).toEqual({ state: { ...renewed, checking: false }, effects: [] });
  });

  it("'Цуцлах' goes back to the price", () => {
    const asked = qrPaymentMachine(onQr, { type: 'check' }).state;
    const { state, effects } = qrPaymentMachine(asked, { type: 'cancel' });
    expect(state).toMatchObject({ phase: { step: 'price' }, checking: false, session: 2 });
    expect(effects).toEqual([]);
  });
});

describe('step 3: the result', () => {
  it('retries with a fresh invoice from the result', () => {
    const failed = walk([
      ...toQr(),
      {
        type: 'checked',
        bill: 'bill-0000001',
        answer: { status: 0, data: { state: 'expired' } },
        manual: false,
      },
    ]).state;
    const { state, effects } = qrPaymentMachine(failed, { type: 'start' });
    expect(state).toMatchObject({ phase: { step: 'result' }, busy: true, session: 3 });
    expect(effects).toEqual([{ type: 'createInvoice', session: 3 }]);
  });
});
