import { FormField } from './form-field';
import styles from './studio-ui.module.css';

interface Props {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'date' | 'datetime-local';
  inputMode?: 'numeric';
  /** A textarea for text of several lines. */
  multiline?: boolean;
  /** A class added to the studio's input style. */
  className?: string;
}

/** A labelled text input (or textarea) bound to one string value of a form. */
export function TextField({
  value,
  onChange,
  type,
  inputMode,
  multiline = false,
  className,
  ...field
}: Props) {
  const inputClass = className ? `${styles.input} ${className}` : styles.input;
  return (
    <FormField {...field}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className={inputClass}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            type={type}
            inputMode={inputMode}
            className={inputClass}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FormField>
  );
}
