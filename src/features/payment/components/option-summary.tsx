import { Link } from '@tanstack/react-router';
import type { PaymentOption } from '@contract/entities';
import { formatTugrik } from '@/lib/format-tugrik';
import { optionName } from '../option-price';
import { extendTexts as t } from '../extend-texts';
import styles from './payment-pages.module.css';

/** The chosen pack at the top of a payment step, with a way to pick another. */
export function OptionSummary({ option }: { option: PaymentOption }) {
  return (
    <section className={styles.summary} aria-label={t.method.summary}>
      <div className={styles.summaryText}>
        <span className={styles.summaryLabel}>{t.method.summary}</span>
        <strong className={styles.summaryTitle}>{optionName(option)}</strong>
      </div>
      <strong className={styles.summaryPrice}>{formatTugrik(option.price)}</strong>
      <Link to="/choose/amount" search={{ option: option.id }} className={styles.summaryChange}>
        {t.change}
      </Link>
    </section>
  );
}

/** No option in the URL (or an unknown one): send the user to pick one first. */
export function NoOption() {
  return (
    <div className={styles.error}>
      <p>{t.method.noOption}</p>
      <Link to="/choose/amount" className={styles.inlineCta}>
        {t.method.chooseOption}
      </Link>
    </div>
  );
}
