import { useCallback, useEffect, useState } from 'react';
import { isCancelledError, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { paymentCheckQueryOptions, type CheckAnswer } from '../api/check-payment';
import { QR_LIFETIME_S } from '../constants';
import {
  initialQrState,
  qrPaymentMachine,
  type InvoiceAnswer,
  type QrEffect,
  type QrEvent,
  type QrState,
} from './qr-payment-machine';

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

/** The check's answer, or null if the query was not asked (it always is: its data is stale). */
type AskCheck = (bill: string) => Promise<CheckAnswer | null>;

type EdgeOptions = Options & { askCheck: AskCheck };

interface Edge {
  send: (event: QrEvent) => void;
  /** The caller's latest options: what a step does uses the ones of the last render. */
  update: (options: EdgeOptions) => void;
  /** Starts the edge; the returned function stops its timers and its state updates. */
  mount: () => () => void;
}

/**
 * The edge of qrPaymentMachine: holds its state, and does what its steps ask (the invoice call,
 * the one-second waits, the check, the toasts, onPaid). `askCheck` is the background poll's own
 * query, so 'Шалгах' and the poll share one request and one answer.
 */
function createEdge(initial: QrState, publish: (state: QrState) => void, first: EdgeOptions): Edge {
  let state = initial;
  let options = first;
  let mounted = false;
  const timers = new Set<number>();

  function send(event: QrEvent) {
    const next = qrPaymentMachine(state, event);
    state = next.state;
    if (mounted) publish(state);
    for (const effect of next.effects) perform(effect);
  }

  function perform(effect: QrEffect) {
    switch (effect.type) {
      case 'createInvoice':
        void invoice(effect.session);
        return;
      case 'after': {
        // Nothing waits once the flow is gone.
        if (!mounted) return;
        const id = window.setTimeout(() => {
          timers.delete(id);
          send({ ...effect.event, now: Date.now() });
        }, effect.ms);
        timers.add(id);
        return;
      }
      case 'check':
        void check(effect.bill, effect.session);
        return;
      case 'toast':
        showToast(effect.tone, effect.text, effect.title);
        return;
      case 'paid':
        options.onPaid?.(effect.msg);
        return;
    }
  }

  async function invoice(session: number) {
    try {
      const answer = await options.createInvoice();
      send({ type: 'invoiceAnswered', session, answer });
    } catch (error) {
      send(
        isRefusal(error) ? { type: 'invoiceRefused', msg: error.msg } : { type: 'invoiceFailed' },
      );
    }
  }

  async function check(bill: string, session: number) {
    try {
      const answer = await options.askCheck(bill);
      send(answer ? { type: 'checked', bill, answer, manual: true } : { type: 'checkDropped' });
    } catch (error) {
      // The query drops a check whose QR left the screen: nobody is waiting for it.
      send(isCancelledError(error) ? { type: 'checkDropped' } : { type: 'checkFailed', session });
    }
  }

  return {
    send,
    update(next) {
      options = next;
    },
    mount() {
      mounted = true;
      publish(state);
      return () => {
        mounted = false;
        for (const id of timers) window.clearTimeout(id);
        timers.clear();
      };
    },
  };
}

function useQrMachine(options: Options, askCheck: AskCheck) {
  const [state, setState] = useState(() => initialQrState(options.paidFallback));
  const [edge] = useState(() => createEdge(state, setState, { ...options, askCheck }));
  useEffect(() => {
    edge.update({ ...options, askCheck });
  });
  useEffect(() => edge.mount(), [edge]);
  return { state, send: edge.send };
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
  const client = useQueryClient();
  // 'Шалгах' asks the poll's query now: an answer on its way is shared, not asked twice, and
  // lands in the same cache entry the poll reads.
  const askCheck = useCallback(
    (bill: string) => client.fetchQuery({ ...paymentCheckQueryOptions(bill), staleTime: 0 }),
    [client],
  );
  const { state, send } = useQrMachine(options, askCheck);
  const { phase } = state;
  const bill = phase.step === 'qr' ? phase.bill : null;
  const deadline = phase.step === 'qr' ? phase.deadline : null;
  const secondsLeft = useCountdown(deadline);
  const expired = phase.step === 'qr' && secondsLeft <= 0;
  const polled = useCheckPolling(bill, phase.step === 'qr' && !expired);
  // A repeated answer keeps its identity (structural sharing), so each is settled once.
  useEffect(() => {
    if (bill !== null && polled) send({ type: 'checked', bill, answer: polled, manual: false });
  }, [bill, polled, send]);

  const start = useCallback(() => send({ type: 'start' }), [send]);
  const check = useCallback(() => send({ type: 'check' }), [send]);
  const cancel = useCallback(() => send({ type: 'cancel' }), [send]);
  return {
    phase,
    busy: state.busy,
    checking: state.checking,
    secondsLeft,
    expired,
    start,
    check,
    cancel,
  };
}

export type QrFlow = ReturnType<typeof useQrFlow>;
