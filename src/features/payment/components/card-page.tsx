import { Link } from '@tanstack/react-router';
import { CardIcon } from '@/ui/icons';
import { extendTexts } from '../extend-texts';
import { PaymentShell } from './payment-shell';
import buttons from './buttons.module.css';
import styles from './payment-pages.module.css';

const t = extendTexts.card;

/** /payment/card: card payments are not offered; say so plainly and offer QPay instead. */
export function CardPage({ optionId }: { optionId: number | null }) {
  const search = optionId ? { option: optionId } : {};
  return (
    <PaymentShell title={t.title} back={{ to: '/choose/bank/payment', search }}>
      <section className={styles.notice} role="status">
        <span className={styles.noticeIcon} aria-hidden="true">
          <CardIcon width={32} height={32} />
        </span>
        <h2 className={styles.noticeTitle}>{t.unavailable}</h2>
        <p className={styles.noticeText}>{t.text}</p>
        <div className={styles.priceStepActions}>
          <Link to="/payment/qpay" search={search} className={buttons.primary}>
            {t.toQpay}
          </Link>
          <Link to="/payment/transfer" search={search} className={buttons.secondary}>
            {t.toTransfer}
          </Link>
        </div>
      </section>
    </PaymentShell>
  );
}
