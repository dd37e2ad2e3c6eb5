import type { FormEvent, ReactNode } from 'react';
import styles from './login-dialog.module.css';

interface Props {
  lead: ReactNode;
  children: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  busy: boolean;
  /** The step's error line; `errorId` lets fields point at it with aria-describedby. */
  error: string | null;
  errorId: string;
  footer?: ReactNode;
}

/** A step's layout: lead text, fields, its error, the primary button (Enter submits). */
export function StepForm({
  lead,
  children,
  submitLabel,
  onSubmit,
  busy,
  error,
  errorId,
  footer,
}: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{lead}</p>
      <div className={styles.fields}>{children}</div>
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
      <button type="submit" className={styles.primary} aria-disabled={busy} data-busy={busy}>
        {submitLabel}
      </button>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </form>
  );
}

export const PHONE_RE = /^\d{8}$/;
export const CODE4_RE = /^\d{4}$/;
export const CODE6_RE = /^\d{6}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** '99119911' → '9911 9911' for reading. */
export function formatPhone(phone: string): string {
  return phone.length === 8 ? `${phone.slice(0, 4)} ${phone.slice(4)}` : phone;
}
