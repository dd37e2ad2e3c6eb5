import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PaymentOption, User } from '@contract/entities';
import { formatTugrik } from '@/lib/format-tugrik';
import { LoadError } from '@/ui/status-view';
import { createExtendInvoice } from '../api/create-extend-invoice';
import { usePaymentOptions } from '../api/get-payment-options';
import { usePaymentStatus } from '../api/get-payment-status';
import { invalidatePaid } from '../api/invalidate-paid';
import { STEP_NUMBER } from '../hooks/qr-payment-machine';
import { useQrFlow } from '../hooks/use-qr-payment';
import { extendTexts } from '../extend-texts';
import { paymentTexts } from '../texts';
import { NoOption, OptionSummary } from './option-summary';
import { PayButton } from './pay-button';
import { QrIcon } from './payment-icons';
import { PaymentShell } from './payment-shell';
import { QrFlowBody } from './qr-flow-body';
import { Stepper } from './stepper';
import buttons from './buttons.module.css';
import styles from './payment-pages.module.css';

const t = extendTexts.qpay;

/** /payment/qpay: the QR steps for an option, in place; paid, the account's days are asked again. */
export function QpayPage({ user, optionId }: { user: User; optionId: number | null }) {
  const offer = usePaymentOptions();
  const option = offer.data?.options.find((o) => o.id === optionId) ?? null;
  const search = option ? { option: option.id } : {};
  return (
    <PaymentShell
      title={t.title}
      lead={t.lead}
      back={{ to: '/choose/bank/payment', search }}
      width="wide"
    >
      {offer.isPending ? <div className={styles.summarySkeleton} aria-busy="true" /> : null}
      {offer.isError ? <LoadError compact onRetry={() => void offer.refetch()} /> : null}
      {offer.data && !option ? <NoOption /> : null}
      {option ? <QpayFlow user={user} option={option} /> : null}
    </PaymentShell>
  );
}

function QpayFlow({ user, option }: { user: User; option: PaymentOption }) {
  const client = useQueryClient();
  const flow = useQrFlow({
    createInvoice: () => createExtendInvoice(user.id, option.id),
    paidFallback: t.paid,
    onPaid: () => void invalidatePaid(client, user.id),
  });
  const { phase } = flow;
  return (
    <div className={styles.qrPanel}>
      <Stepper current={STEP_NUMBER[phase.step]} />
      {phase.step === 'price' ? (
        <div className={styles.priceStep}>
          <OptionSummary option={option} />
          <p className={styles.priceStepAmount}>
            <span>{paymentTexts.amount}</span>
            <strong>{formatTugrik(option.price)}</strong>
          </p>
          <div className={styles.priceStepActions}>
            <PayButton busy={flow.busy} onPress={() => void flow.start()}>
              {paymentTexts.pay}
            </PayButton>
            <Link
              to="/choose/bank/payment"
              search={{ option: option.id }}
              className={buttons.secondary}
            >
              {paymentTexts.cancel}
            </Link>
          </div>
          <p className={styles.methodsNote}>
            <QrIcon width={16} height={16} />
            {extendTexts.method.qpayText}
          </p>
        </div>
      ) : (
        <QrFlowBody flow={flow} paidNote={<DaysNow userId={user.id} />} headingLevel={2} />
      )}
    </div>
  );
}

/** After an extension: the new days from the server, and where to go next. */
function DaysNow({ userId }: { userId: number }) {
  const status = usePaymentStatus(userId);
  return (
    <div className={styles.daysNow}>
      <p className={styles.daysNowLine}>
        <span>{t.daysNow}</span>
        <strong data-testid="days-now">
          {status.data ? extendTexts.days(status.data.days) : '…'}
        </strong>
      </p>
      <div className={styles.priceStepActions}>
        <Link to="/" className={buttons.primary}>
          {t.toHome}
        </Link>
        <Link to="/payment" className={buttons.secondary}>
          {t.toFund}
        </Link>
      </div>
    </div>
  );
}
