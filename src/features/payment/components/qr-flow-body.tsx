import { useEffect, useRef, type ReactNode } from 'react';
import { STEP_NUMBER } from '../hooks/qr-payment-machine';
import type { QrFlow } from '../hooks/use-qr-payment';
import { QrResult } from './qr-result';
import { QrStep } from './qr-step';

interface Props {
  flow: QrFlow;
  /** Under a successful result: what happens next. */
  paidNote?: ReactNode;
  /** The steps' headings: 3 under a dialog's h2, 2 under a page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * Steps 2 and 3 of the QR payment, wherever they are shown (the rental dialog, /payment/qpay).
 * Focus follows the step, so a screen reader hears the result when it arrives.
 */
export function QrFlowBody({ flow, paidNote, headingLevel = 3 }: Props) {
  const { phase } = flow;
  const ref = useRef<HTMLDivElement>(null);
  const key = phase.step === 'price' ? 'price' : `${phase.step}-${phase.session}`;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus();
  }, [key]);

  if (phase.step === 'price') return null;
  return (
    <div ref={ref} data-qr-step={STEP_NUMBER[phase.step]}>
      {phase.step === 'qr' ? (
        <QrStep
          invoice={phase.invoice}
          headingLevel={headingLevel}
          secondsLeft={flow.secondsLeft}
          expired={flow.expired}
          checking={flow.checking}
          renewing={flow.busy}
          onCheck={() => void flow.check()}
          onCancel={flow.cancel}
          onRenew={() => void flow.start()}
        />
      ) : (
        <QrResult
          paid={phase.paid}
          headingLevel={headingLevel}
          msg={phase.msg}
          retrying={flow.busy}
          onRetry={() => void flow.start()}
          onClose={flow.cancel}
        >
          {phase.paid ? paidNote : null}
        </QrResult>
      )}
    </div>
  );
}
