import { Link } from '@tanstack/react-router';
import { CardIcon, ChevronRightIcon } from '@/ui/icons';
import { LoadError } from '@/ui/status-view';
import { usePaymentOptions } from '../api/get-payment-options';
import { extendTexts } from '../extend-texts';
import { OptionSummary, NoOption } from './option-summary';
import { BankIcon } from './page-icons';
import { QrIcon } from './payment-icons';
import { PaymentShell } from './payment-shell';
import styles from './payment-pages.module.css';

const t = extendTexts.method;

/** /choose/bank/payment: QPay (instant), a bank transfer, or a card (not offered yet). */
export function ChooseMethodPage({ optionId }: { optionId: number | null }) {
  const offer = usePaymentOptions();
  const option = offer.data?.options.find((o) => o.id === optionId) ?? null;
  const search = option ? { option: option.id } : {};
  const methods = [
    { to: '/payment/qpay', title: t.qpay, text: t.qpayText, badge: t.qpayBadge, icon: <QrIcon /> },
    {
      to: '/payment/transfer',
      title: t.transfer,
      text: t.transferText,
      badge: null,
      icon: <BankIcon />,
    },
    {
      to: '/payment/card',
      title: t.card,
      text: t.cardText,
      badge: t.cardBadge,
      icon: <CardIcon />,
    },
  ] as const;

  return (
    <PaymentShell
      title={t.title}
      lead={t.lead}
      progress={2}
      back={{ to: '/choose/amount', search }}
    >
      {offer.isPending ? <div className={styles.summarySkeleton} aria-busy="true" /> : null}
      {offer.isError ? <LoadError compact onRetry={() => void offer.refetch()} /> : null}
      {offer.data && !option ? <NoOption /> : null}
      {option ? (
        <>
          <OptionSummary option={option} />
          <ul className={styles.methods}>
            {methods.map((method) => (
              <li key={method.to}>
                <Link to={method.to} search={search} className={styles.method}>
                  <span className={styles.methodIcon} aria-hidden="true">
                    {method.icon}
                  </span>
                  <span className={styles.linkText}>
                    <strong>
                      {method.title}
                      {method.badge ? (
                        <span className={styles.methodBadge} data-kind={method.to}>
                          {method.badge}
                        </span>
                      ) : null}
                    </strong>
                    <span>{method.text}</span>
                  </span>
                  <ChevronRightIcon width={20} height={20} className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </PaymentShell>
  );
}
