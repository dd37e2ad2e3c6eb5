import { useId, useState, type FormEvent } from 'react';
import { spec } from '@contract/messages';
import { showToast } from '@/lib/toast-store';
import { CodeInput } from '@/ui/code-input';
import { changePin } from '../api/change-pin';
import { accountTexts } from '../texts';
import { failureText } from './failure-text';
import styles from './form.module.css';

const PIN_RE = /^\d{4}$/;

interface Errors {
  old?: string;
  next?: string;
  repeat?: string;
  form?: string;
}

interface Props {
  userId: number;
  onDone?: () => void;
  onCancel?: () => void;
}

/**
 * docs/product.md §5 PIN form: old, new and repeat are required and the repeat must match ('Шинэ нууц үг
 * зөрүүтэй байна!'); docs/architecture.md "Where we go past the spec": the change is real and the server checks the old PIN.
 */
export function ChangePinForm({ userId, onDone, onCancel }: Props) {
  const ids = { old: useId(), next: useId(), repeat: useId(), form: useId() };
  const [oldPin, setOldPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [repeatPin, setRepeatPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const texts = accountTexts.pinForm;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: Errors = {};
    if (!PIN_RE.test(oldPin)) next.old = texts.oldRequired;
    if (!PIN_RE.test(newPin)) next.next = texts.newRequired;
    if (!PIN_RE.test(repeatPin)) next.repeat = texts.repeatRequired;
    else if (newPin !== repeatPin) next.repeat = spec.pinMismatch;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await changePin(userId, oldPin, newPin, repeatPin);
      showToast('success', spec.pinSaved);
      setOldPin('');
      setNewPin('');
      setRepeatPin('');
      onDone?.();
    } catch (cause) {
      setErrors({ form: failureText(cause, spec.wrongPin) });
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: 'old' | 'next' | 'repeat',
    label: string,
    value: string,
    set: (v: string) => void,
    autoComplete: string,
  ) => (
    <div className={styles.field}>
      <CodeInput
        length={4}
        secret
        label={label}
        value={value}
        onChange={(v) => {
          set(v);
          setErrors((old) => ({ ...old, [key]: undefined, form: undefined }));
        }}
        describedBy={`${ids[key]}-error`}
        invalid={Boolean(errors[key])}
        autoComplete={autoComplete}
      />
      <p id={`${ids[key]}-error`} className={styles.error} role="alert">
        {errors[key]}
      </p>
    </div>
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.lead}>{texts.lead}</p>
      <p id={ids.form} className={styles.formError} role="alert">
        {errors.form}
      </p>
      {field('old', texts.oldPin, oldPin, setOldPin, 'current-password')}
      {field('next', texts.newPin, newPin, setNewPin, 'new-password')}
      {field('repeat', texts.repeatPin, repeatPin, setRepeatPin, 'new-password')}
      <div className={styles.actions}>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {texts.cancel}
          </button>
        ) : null}
        <button type="submit" className={styles.primary} aria-disabled={busy}>
          {texts.save}
        </button>
      </div>
    </form>
  );
}
