import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@contract/endpoints';
import type { QrInvoice } from '@contract/entities';
import { spec } from '@contract/messages';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { checkPayment, paymentCheckQueryOptions, type CheckAnswer } from '../api/check-payment';
import { INVOICE_STEP_DELAY_MS, QR_LIFETIME_S } from '../constants';

/** movieInvoice and extendInvoice answer alike: docs/product.md §7 status, data, bill, msg. */
export type InvoiceAnswer = ResponseOf<'movieInvoice'>;

export type QrPhase =
  | { step: 1 }
  | { step: 2; bill: string; invoice: QrInvoice; deadline: number; session: number }
  | { step: 3; paid: boolean; msg: string; session: number };

interface Options {
  createInvoice: () => Promise<InvoiceAnswer>;
  /** Called once when a payment is confirmed (or nothing is owed), with the server's msg. */
  onPaid?: (msg: string) => void;
  /** Shown on step 3 when the server sends no msg. */
  paidFallback: string;
}

/** A status-false envelope (the provider refused): apiCall throws it with the 2xx status. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.httpStatus >= 200 && error.httpStatus < 300;
}

/**
 * The QR payment's seconds: docs/product.md §9's 90, or fewer when the server hands back an invoice
 * it made earlier (same open order). A clock that disagrees with the server's falls back to 90.
 */
function deadlineFor(invoice: QrInvoice, now: number): number {
  const full = now + QR_LIFETIME_S * 1000;
  const ends = invoice.expires_at ? Date.parse(invoice.expires_at) : Number.NaN;
  return Number.isFinite(ends) && ends > now && ends < full ? ends : full;
}

/**
 * docs/product.md §2/§4/§8 rental flow as a state machine shared by rentals and extensions:
 * step 1 → 2 one second after the invoice is made; a refusal's msg one second later and the
 * button back; a failed request 'Алдаа гарлаа'; step 2 → 3 on a definite check; a failed check
 * cancels to step 1 with 'Алдаа гарлаа' / 'Шалгахад алдаа гарлаа'. While step 2 is on screen the
 * check also runs every 5 s (useCheckPolling), its answers given to `settle`.
 */
export function useQrPayment({ createInvoice, onPaid, paidFallback }: Options) {
  const [phase, setPhaseState] = useState<QrPhase>({ step: 1 });
  const [busy, setBusyState] = useState(false);
  const busyRef = useRef(false);
  const [checking, setChecking] = useState(false);
  const phaseRef = useRef<QrPhase>(phase);
  const session = useRef(0);
  const timers = useRef(new Set<number>());
  const mounted = useRef(true);
  const latest = useRef({ createInvoice, onPaid, paidFallback });
  useEffect(() => {
    latest.current = { createInvoice, onPaid, paidFallback };
  });

  const setBusy = useCallback((next: boolean) => {
    busyRef.current = next;
    setBusyState(next);
  }, []);

  const setPhase = useCallback((next: QrPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  const later = useCallback((run: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      if (mounted.current) run();
    }, ms);
    timers.current.add(id);
  }, []);

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);

  const finish = useCallback(
    (paid: boolean, msg: string | undefined) => {
      const text = msg ?? (paid ? latest.current.paidFallback : spec.error);
      session.current += 1;
      setPhase({ step: 3, paid, msg: text, session: session.current });
      if (paid) latest.current.onPaid?.(text);
    },
    [setPhase],
  );

  /** Step 1's pay button, step 2's "new QR" and step 3's retry: a fresh invoice. */
  const start = useCallback(async () => {
    if (busyRef.current) return;
    setBusy(true);
    const ticket = ++session.current;
    let answer: InvoiceAnswer;
    try {
      answer = await latest.current.createInvoice();
    } catch (error) {
      if (isRefusal(error)) {
        later(() => {
          showToast('error', error.msg);
          setBusy(false);
        }, INVOICE_STEP_DELAY_MS);
      } else {
        showToast('error', spec.error);
        if (mounted.current) setBusy(false);
      }
      return;
    }
    later(() => {
      setBusy(false);
      // Cancelled meanwhile (unmount or another start): this answer is no longer wanted.
      if (ticket !== session.current) return;
      if (answer.bill && answer.data) {
        setPhase({
          step: 2,
          bill: answer.bill,
          invoice: answer.data,
          deadline: deadlineFor(answer.data, Date.now()),
          session: ticket,
        });
      } else {
        // Nothing to pay: the title is already rented (status true with a msg).
        finish(true, answer.msg);
      }
    }, INVOICE_STEP_DELAY_MS);
  }, [later, setBusy, setPhase, finish]);

  /**
   * A check's answer for `bill`, if its QR is still the one on screen: paid or a definite end
   * goes to step 3; an open payment stays, and only a manual check says so.
   */
  const settle = useCallback(
    (bill: string, answer: CheckAnswer, manual: boolean) => {
      const now = phaseRef.current;
      if (now.step !== 2 || now.bill !== bill) return;
      const state = answer.data?.state;
      if (answer.status === 1) finish(true, answer.msg);
      else if (state === 'expired' || state === 'cancelled') finish(false, answer.msg);
      else if (manual && answer.msg) showToast('info', answer.msg);
    },
    [finish],
  );

  /** 'Шалгах': asked at once; its failure cancels to step 1 (a poll's waits for the next one). */
  const check = useCallback(async () => {
    const current = phaseRef.current;
    if (current.step !== 2) return;
    const ticket = current.session;
    setChecking(true);
    try {
      const answer = await checkPayment(current.bill);
      if (phaseRef.current.step === 2 && phaseRef.current.session === ticket) {
        settle(current.bill, answer, true);
      }
    } catch {
      const now = phaseRef.current;
      if (now.step !== 2 || now.session !== ticket) return;
      session.current += 1;
      setPhase({ step: 1 });
      showToast('error', spec.checkFailed, spec.error);
    } finally {
      if (mounted.current) setChecking(false);
    }
  }, [settle, setPhase]);

  /** 'Цуцлах' in step 2, closing step 3: back to the price. */
  const cancel = useCallback(() => {
    session.current += 1;
    setChecking(false);
    setPhase({ step: 1 });
  }, [setPhase]);

  return { phase, busy, checking, start, check, settle, cancel };
}

/**
 * Seconds left until `deadline`, from 90 down to 0, ticking once a second. Derived in render,
 * so a new deadline shows 90 at once rather than a stale 0 for one frame.
 */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const id = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [deadline]);
  if (deadline === null) return 0;
  return Math.min(QR_LIFETIME_S, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

/**
 * docs/product.md §4 "step 2 → 3 when the check returns a definite status": the check every 5 s while
 * the page is visible, at once when it becomes visible again, never while hidden or after the
 * QR ran out (paymentCheckQueryOptions). Answers the bill's last check, null before the first.
 */
export function useCheckPolling(bill: string | null, active: boolean): CheckAnswer | null {
  const { data } = useQuery({
    ...paymentCheckQueryOptions(bill ?? ''),
    enabled: active && bill !== null,
  });
  return data;
}

/** The rental flow's whole state: the payment, its countdown and the background check. */
export function useQrFlow(options: Options) {
  const payment = useQrPayment(options);
  const { phase, settle } = payment;
  const bill = phase.step === 2 ? phase.bill : null;
  const deadline = phase.step === 2 ? phase.deadline : null;
  const secondsLeft = useCountdown(deadline);
  const expired = phase.step === 2 && secondsLeft <= 0;
  const polled = useCheckPolling(bill, phase.step === 2 && !expired);
  // A repeated answer keeps its identity (structural sharing), so each is settled once.
  useEffect(() => {
    if (bill !== null && polled) settle(bill, polled, false);
  }, [bill, polled, settle]);
  return { ...payment, secondsLeft, expired };
}

export type QrFlow = ReturnType<typeof useQrFlow>;
