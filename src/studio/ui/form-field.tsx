import { useId, type ReactNode } from 'react';
import styles from './studio-ui.module.css';

export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  /** The field's name in the form, as the server names it in a 422's `fields`. */
  name: string;
  label: string;
  /** The server's (or the form's own) message for this field; shown under it. */
  error?: string | undefined;
  hint?: string;
  /** The control, given the ids and states that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field whose message sits under it: the control is aria-invalid and described by
 * the message, so a screen reader reads why when the field is reached.
 */
export function FormField({ name, label, error, hint, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
