import { Link } from '@tanstack/react-router';
import { formatTugrik } from '@/lib/format-tugrik';
import { CheckIcon } from '@/ui/icons';
import { LoadError } from '@/ui/status-view';
import { usePaymentOptions } from '../api/get-payment-options';
import { bestValueId, optionMeta } from '../option-price';
import { extendTexts } from '../extend-texts';
import { PaymentShell } from './payment-shell';
import buttons from './buttons.module.css';
import styles from './payment-pages.module.css';

const t = extendTexts.pack;

/** /pack: the packs side by side, each leading to the payment method with its id in the URL. */
export function PackPage() {
  const offer = usePaymentOptions();
  const options = offer.data?.options ?? [];
  const best = bestValueId(options);
  return (
    <PaymentShell title={t.title} lead={t.lead} width="wide" back={{ to: '/payment' }}>
      <ul className={styles.perks} aria-label={t.perksLabel}>
        {t.perks.map((perk) => (
          <li key={perk}>
            <CheckIcon width={18} height={18} />
            {perk}
          </li>
        ))}
      </ul>
      {offer.isPending ? <div className={styles.packSkeleton} aria-busy="true" /> : null}
      {offer.isError ? <LoadError compact onRetry={() => void offer.refetch()} /> : null}
      {offer.data && options.length === 0 ? (
        <p className={styles.empty}>{extendTexts.noOptions}</p>
      ) : null}
      {options.length > 0 ? (
        <ul className={styles.packs}>
          {options.map((option) => (
            <li key={option.id} className={styles.pack} data-best={option.id === best || undefined}>
              {option.id === best ? (
                <span className={styles.ribbon}>{extendTexts.best}</span>
              ) : null}
              <h2 className={styles.packTitle}>{option.title}</h2>
              <p className={styles.packPrice}>{formatTugrik(option.price)}</p>
              <p className={styles.packMeta}>{optionMeta(option)}</p>
              <Link
                to="/choose/bank/payment"
                search={{ option: option.id }}
                className={`${option.id === best ? buttons.primary : buttons.secondary} ${buttons.block}`}
                aria-label={t.chooseLabel(option.title)}
              >
                {t.choose}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </PaymentShell>
  );
}
