import { Link } from '@tanstack/react-router';
import type { User } from '@contract/entities';
import { formatDate } from '@/lib/format-date';
import { ChevronRightIcon, ReceiptIcon } from '@/ui/icons';
import { usePaymentStatus } from '../api/get-payment-status';
import { extendTexts } from '../extend-texts';
import { BankIcon, BuildingIcon, SparkIcon } from './page-icons';
import { PaymentShell } from './payment-shell';
import buttons from './buttons.module.css';
import styles from './payment-pages.module.css';

const t = extendTexts.home;

/** /payment: how many days are left (the status call, else the user's days) and a way to more. */
export function PaymentHome({ user }: { user: User }) {
  const status = usePaymentStatus(user.id);
  const days = status.data?.days ?? user.days;
  const active = status.data ? status.data.status === 1 : days > 0;
  const paidUntil = status.data?.paid_until ?? null;
  const links = [
    { to: '/pack', title: t.packs, text: t.packsText, icon: <SparkIcon /> },
    { to: '/profile/ebarimt/list', title: t.receipts, text: t.receiptsText, icon: <ReceiptIcon /> },
    { to: '/choose/tax/type', title: t.taxType, text: t.taxTypeText, icon: <BuildingIcon /> },
    { to: '/payment/transfer', title: t.transfer, text: t.transferText, icon: <BankIcon /> },
  ] as const;

  return (
    <PaymentShell title={t.title} lead={t.lead}>
      <section className={styles.status} data-active={active} aria-label={t.daysLeft}>
        <div className={styles.statusMain}>
          <span className={styles.statusLabel}>{t.daysLeft}</span>
          <strong className={styles.statusDays} data-testid="days-left">
            {days > 0 ? extendTexts.days(days) : t.noDays}
          </strong>
          <span className={styles.badge} data-active={active}>
            {active ? t.active : t.inactive}
          </span>
        </div>
        <dl className={styles.statusMeta}>
          <dt>{t.paidUntil}</dt>
          <dd>
            {status.isPending ? (
              <span className={styles.inlineSkeleton} aria-hidden="true" />
            ) : paidUntil ? (
              <time dateTime={paidUntil}>{formatDate(paidUntil)}</time>
            ) : (
              '—'
            )}
          </dd>
        </dl>
        <Link to="/choose/amount" className={`${buttons.primary} ${styles.statusCta}`}>
          {t.cta}
        </Link>
      </section>

      <section aria-labelledby="payment-more">
        <h2 id="payment-more" className={styles.sectionTitle}>
          {t.more}
        </h2>
        <ul className={styles.linkGrid}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.linkCard}>
                <span className={styles.linkIcon} aria-hidden="true">
                  {link.icon}
                </span>
                <span className={styles.linkText}>
                  <strong>{link.title}</strong>
                  <span>{link.text}</span>
                </span>
                <ChevronRightIcon width={20} height={20} className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PaymentShell>
  );
}
