import type { ReactNode } from 'react';
import { paymentTexts as t } from '../texts';
import styles from './buttons.module.css';

interface Props {
  busy: boolean;
  /** A submit button leaves the work to its form's onSubmit. */
  onPress?: () => void;
  type?: 'button' | 'submit';
  children: ReactNode;
  /** Said to screen readers while busy. */
  busyLabel?: string;
  block?: boolean;
  variant?: 'primary' | 'secondary';
}

/**
 * A button that shows a spinner while its request runs. It stays focusable (aria-disabled, not
 * disabled), so focus is not lost when it turns busy and a keyboard user can press it again after.
 */
export function PayButton({
  busy,
  onPress,
  children,
  busyLabel = t.paying,
  block = false,
  variant = 'primary',
  type = 'button',
}: Props) {
  const className = [styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={className}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onPress?.();
      }}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
      {busy ? <span className="visually-hidden">{busyLabel}</span> : null}
    </button>
  );
}
