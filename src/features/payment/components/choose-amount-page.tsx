import { Link } from '@tanstack/react-router';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { formatTugrik } from '@/lib/format-tugrik';
import { LoadError } from '@/ui/status-view';
import { usePaymentOptions } from '../api/get-payment-options';
import { bestValueId, optionMeta } from '../option-price';
import { extendTexts } from '../extend-texts';
import { PaymentShell } from './payment-shell';
import buttons from './buttons.module.css';
import styles from './payment-pages.module.css';

const t = extendTexts.amount;

interface Props {
  optionId: number | null;
  onChange: (optionId: number) => void;
}

/** /choose/amount: the options from payment/options/list as one radio group; the URL keeps the pick. */
export function ChooseAmountPage({ optionId, onChange }: Props) {
  const offer = usePaymentOptions();
  const options = offer.data?.options ?? [];
  const best = bestValueId(options);
  const selected = options.find((o) => o.id === optionId) ?? null;

  return (
    <PaymentShell title={t.title} lead={t.lead} progress={1} back={{ to: '/payment' }}>
      {offer.isPending ? <div className={styles.optionsSkeleton} aria-busy="true" /> : null}
      {offer.isError ? <LoadError compact onRetry={() => void offer.refetch()} /> : null}
      {offer.data && options.length === 0 ? (
        <p className={styles.empty}>{extendTexts.noOptions}</p>
      ) : null}
      {options.length > 0 ? (
        <RadioGroup
          className={styles.options}
          value={selected ? String(selected.id) : null}
          onChange={(value) => onChange(Number(value))}
        >
          <Label className="visually-hidden">{t.legend}</Label>
          {options.map((option) => (
            <Radio key={option.id} value={String(option.id)} className={styles.option}>
              <span className={styles.radioDot} aria-hidden="true" />
              <span className={styles.optionMain}>
                <span className={styles.optionTitle}>
                  {option.title}
                  {option.id === best ? (
                    <span className={styles.bestTag}>{extendTexts.best}</span>
                  ) : null}
                </span>
                <span className={styles.optionMeta}>{optionMeta(option)}</span>
              </span>
              <strong className={styles.optionPrice}>{formatTugrik(option.price)}</strong>
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {options.length > 0 ? (
        <div className={styles.footer}>
          {selected ? (
            <Link
              to="/choose/bank/payment"
              search={{ option: selected.id }}
              className={`${buttons.primary} ${buttons.block}`}
            >
              {extendTexts.next}
            </Link>
          ) : (
            <p className={styles.footerHint}>{t.pick}</p>
          )}
        </div>
      ) : null}
    </PaymentShell>
  );
}
