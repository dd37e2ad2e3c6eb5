import type { ResponseOf } from '@contract/endpoints';
import type { QrInvoice } from '@contract/entities';
import { spec } from '@contract/messages';
import type { CheckAnswer } from '../api/check-payment';
import { INVOICE_STEP_DELAY_MS, QR_LIFETIME_S } from '../constants';

/** movieInvoice and extendInvoice answer alike: docs/product.md §7 status, data, bill, msg. */
export type InvoiceAnswer = ResponseOf<'movieInvoice'>;

/**
 * The QR payment's steps, docs/product.md §4's numbers in brackets: price (1: the pay button),
 * qr (2: the QR, its countdown and the checks), result (3: paid or a definite failure).
 * `session` tells one QR or result from the next, so the view can move focus to each new one.
 */
export type QrPhase =
  | { step: 'price' }
  | { step: 'qr'; bill: string; invoice: QrInvoice; deadline: number; session: number }
  | { step: 'result'; paid: boolean; msg: string; session: number };

export type QrStep = QrPhase['step'];

/** The step's place in the stepper (1 Үнэ → 2 Төлбөр → 3 Үр дүн). */
export const STEP_NUMBER: Record<QrStep, 1 | 2 | 3> = { price: 1, qr: 2, result: 3 };

export interface QrState {
  phase: QrPhase;
  /** An invoice is asked for and not yet shown (its one second included). */
  busy: boolean;
  /** A manual 'Шалгах' is waiting for its answer. */
  checking: boolean;
  /**
   * Bumped by each start, end and cancel: an answer that arrives for an older session (the user
   * cancelled or asked again meanwhile) is no longer wanted.
   */
  session: number;
  /** Step 3's text when the server sends no msg with a payment. */
  paidFallback: string;
}

/** Events delivered by a timer carry the time they fire at (the deadline is counted from it). */
export type TimedEvent =
  /** The invoice's second is up: show its QR, or the result if nothing is owed. */
  | { type: 'invoiceDue'; session: number; answer: InvoiceAnswer }
  /** The refusal's second is up: say why and give the button back. */
  | { type: 'refusalDue'; msg: string };

export type QrEvent =
  /** Step 1's pay button, step 2's "new QR" and step 3's retry: a fresh invoice. */
  | { type: 'start' }
  | { type: 'invoiceAnswered'; session: number; answer: InvoiceAnswer }
  /** A status-false envelope: the provider refused, with its msg. */
  | { type: 'invoiceRefused'; msg: string }
  /** The invoice request itself failed (network, 5xx). */
  | { type: 'invoiceFailed' }
  | (TimedEvent & { now: number })
  /** 'Шалгах': ask the check now. */
  | { type: 'check' }
  /** A check's answer for `bill`: `manual` when 'Шалгах' asked it, else the background poll's. */
  | { type: 'checked'; bill: string; answer: CheckAnswer; manual: boolean }
  /** 'Шалгах' failed: a poll's failure waits for the next poll and is not an event. */
  | { type: 'checkFailed'; session: number }
  /** 'Шалгах' was dropped because its QR left the screen: only the spinner stops. */
  | { type: 'checkDropped' }
  /** 'Цуцлах' in step 2, closing step 3: back to the price. */
  | { type: 'cancel' };

/** What the edge (the hook) does for a step: the machine itself touches no clock and no network. */
export type QrEffect =
  | { type: 'createInvoice'; session: number }
  | { type: 'after'; ms: number; event: TimedEvent }
  | { type: 'check'; bill: string; session: number }
  | { type: 'toast'; tone: 'error' | 'info'; text: string; title?: string }
  | { type: 'paid'; msg: string };

export interface Transition {
  state: QrState;
  effects: QrEffect[];
}

export function initialQrState(paidFallback: string): QrState {
  return { phase: { step: 'price' }, busy: false, checking: false, session: 0, paidFallback };
}

/**
 * The QR payment's seconds: docs/product.md §9's 90, or fewer when the server hands back an invoice
 * it made earlier (same open order). A clock that disagrees with the server's falls back to 90.
 */
export function deadlineFor(invoice: QrInvoice, now: number): number {
  const full = now + QR_LIFETIME_S * 1000;
  const ends = invoice.expires_at ? Date.parse(invoice.expires_at) : Number.NaN;
  return Number.isFinite(ends) && ends > now && ends < full ? ends : full;
}

const stay = (state: QrState): Transition => ({ state, effects: [] });

/** Step 3, paid or not; a payment tells the caller once (onPaid). */
function finish(state: QrState, paid: boolean, msg: string | undefined): Transition {
  const text = msg ?? (paid ? state.paidFallback : spec.error);
  const session = state.session + 1;
  return {
    state: {
      ...state,
      session,
      checking: false,
      phase: { step: 'result', paid, msg: text, session },
    },
    effects: paid ? [{ type: 'paid', msg: text }] : [],
  };
}

/**
 * docs/product.md §2/§4/§8 rental flow, shared by rentals and extensions: step 1 → 2 one second
 * after the invoice is made; a refusal's msg one second later and the button back; a failed
 * request 'Алдаа гарлаа'; step 2 → 3 on a definite check (paid, expired, cancelled), whether the
 * poll or 'Шалгах' asked it; an open payment stays, and only 'Шалгах' says so; a failed 'Шалгах'
 * cancels to step 1 with 'Алдаа гарлаа' / 'Шалгахад алдаа гарлаа'.
 */
export function qrPaymentMachine(state: QrState, event: QrEvent): Transition {
  const { phase } = state;
  switch (event.type) {
    case 'start': {
      if (state.busy) return stay(state);
      const session = state.session + 1;
      return {
        state: { ...state, busy: true, session },
        effects: [{ type: 'createInvoice', session }],
      };
    }
    case 'invoiceAnswered': {
      const { session, answer } = event;
      const due: TimedEvent = { type: 'invoiceDue', session, answer };
      return { state, effects: [{ type: 'after', ms: INVOICE_STEP_DELAY_MS, event: due }] };
    }
    case 'invoiceRefused': {
      const due: TimedEvent = { type: 'refusalDue', msg: event.msg };
      return { state, effects: [{ type: 'after', ms: INVOICE_STEP_DELAY_MS, event: due }] };
    }
    case 'refusalDue':
      return {
        state: { ...state, busy: false },
        effects: [{ type: 'toast', tone: 'error', text: event.msg }],
      };
    case 'invoiceFailed':
      return {
        state: { ...state, busy: false },
        effects: [{ type: 'toast', tone: 'error', text: spec.error }],
      };
    case 'invoiceDue': {
      const free = { ...state, busy: false };
      // Cancelled or started again meanwhile: this answer is no longer wanted.
      if (event.session !== state.session) return stay(free);
      const { answer } = event;
      if (answer.bill && answer.data) {
        const qr: QrPhase = {
          step: 'qr',
          bill: answer.bill,
          invoice: answer.data,
          deadline: deadlineFor(answer.data, event.now),
          session: event.session,
        };
        return stay({ ...free, phase: qr });
      }
      // Nothing to pay: the title is already rented (status true with a msg).
      return finish(free, true, answer.msg);
    }
    case 'check':
      if (phase.step !== 'qr') return stay(state);
      return {
        state: { ...state, checking: true },
        effects: [{ type: 'check', bill: phase.bill, session: phase.session }],
      };
    case 'checked': {
      const settled = event.manual ? { ...state, checking: false } : state;
      // An answer for a QR no longer on screen changes nothing.
      if (phase.step !== 'qr' || phase.bill !== event.bill) return stay(settled);
      const { answer } = event;
      const end = answer.data?.state;
      if (answer.status === 1) return finish(settled, true, answer.msg);
      if (end === 'expired' || end === 'cancelled') return finish(settled, false, answer.msg);
      if (event.manual && answer.msg) {
        return { state: settled, effects: [{ type: 'toast', tone: 'info', text: answer.msg }] };
      }
      return stay(settled);
    }
    case 'checkFailed': {
      const settled = { ...state, checking: false };
      if (phase.step !== 'qr' || phase.session !== event.session) return stay(settled);
      return {
        state: { ...settled, session: state.session + 1, phase: { step: 'price' } },
        effects: [{ type: 'toast', tone: 'error', text: spec.checkFailed, title: spec.error }],
      };
    }
    case 'checkDropped':
      return stay({ ...state, checking: false });
    case 'cancel':
      return stay({
        ...state,
        session: state.session + 1,
        checking: false,
        phase: { step: 'price' },
      });
  }
}
