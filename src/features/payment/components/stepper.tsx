import { CheckIcon } from '@/ui/icons';
import { paymentTexts as t } from '../texts';
import styles from './stepper.module.css';

interface Props {
  /** 1-based. */
  current: number;
  steps?: readonly string[];
  label?: string;
}

const QR_STEPS = [t.steps.price, t.steps.payment, t.steps.result] as const;

/** 1 Үнэ → 2 Төлбөр → 3 Үр дүн: where the payment is, as an ordered list with aria-current. */
export function Stepper({ current, steps = QR_STEPS, label = t.steps.label }: Props) {
  return (
    <ol className={styles.stepper} aria-label={label}>
      {steps.map((name, index) => {
        const n = index + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'todo';
        return (
          <li
            key={name}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {state === 'done' ? <CheckIcon width={16} height={16} strokeWidth={2.6} /> : n}
            </span>
            <span className={styles.label}>
              {name}
              {state === 'done' ? <span className="visually-hidden"> ({t.steps.done})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
