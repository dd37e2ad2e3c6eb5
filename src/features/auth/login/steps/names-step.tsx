import { useId, useState, type KeyboardEvent } from 'react';
import { spec } from '@contract/messages';
import { setRegisterData } from '../../api/set-register-data';
import { dialogTexts } from '../texts';
import styles from '../login-dialog.module.css';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStepRunner } from '../use-step-runner';

/** docs/product.md §2 names content page 48 as the terms of service. */
const TERMS_HREF = '/content/48';

interface FieldErrors {
  lastName?: string;
  firstName?: string;
  terms?: string;
}

/**
 * names: last name, first name and the terms, then the account is complete and logged in.
 * Enter on the terms checkbox ticks it and submits (docs/product.md §5).
 */
export function NamesStep({ state, dispatch, finish }: StepProps) {
  const { busy, error, run } = useStepRunner();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const ids = { error: useId(), last: useId(), first: useId(), terms: useId() };
  const texts = dialogTexts.steps.names;
  const { lastName, firstName, terms } = state.form;

  const submit = (termsAccepted = terms) => {
    const errors: FieldErrors = {};
    if (!lastName.trim()) errors.lastName = spec.lastNameRequired;
    if (!firstName.trim()) errors.firstName = spec.firstNameRequired;
    if (!termsAccepted) errors.terms = spec.termsRequired;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const registered = state.registered;
    return run(async () => {
      if (!registered) throw new Error('no account yet');
      const user = await setRegisterData(registered.id, lastName.trim(), firstName.trim());
      await finish({ ...registered, user });
    }, spec.errorOccurred);
  };

  const edit = (patch: Partial<typeof state.form>, field: keyof FieldErrors) => {
    setFieldErrors((old) => ({ ...old, [field]: undefined }));
    dispatch({ type: 'edit', patch });
  };

  const onTermsKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    edit({ terms: true }, 'terms');
    void submit(true);
  };

  return (
    <StepForm
      lead={texts.lead}
      submitLabel={texts.submit}
      onSubmit={() => void submit()}
      busy={busy}
      error={error}
      errorId={ids.error}
    >
      <TextField
        id={ids.last}
        label={texts.lastName}
        value={lastName}
        error={fieldErrors.lastName}
        autoComplete="family-name"
        onChange={(value) => edit({ lastName: value }, 'lastName')}
        initialFocus
      />
      <TextField
        id={ids.first}
        label={texts.firstName}
        value={firstName}
        error={fieldErrors.firstName}
        autoComplete="given-name"
        onChange={(value) => edit({ firstName: value }, 'firstName')}
      />
      <div className={styles.checkField}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={terms}
            onChange={(e) => edit({ terms: e.target.checked }, 'terms')}
            onKeyDown={onTermsKey}
            aria-invalid={fieldErrors.terms ? true : undefined}
            aria-describedby={`${ids.terms}-error`}
          />
          <span>
            {texts.termsBefore}
            <a
              href={TERMS_HREF}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.inline}
            >
              {texts.termsLink}
            </a>
            {texts.termsAfter}
          </span>
        </label>
        <p id={`${ids.terms}-error`} className={styles.fieldError} role="alert">
          {fieldErrors.terms}
        </p>
      </div>
    </StepForm>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  onChange: (value: string) => void;
  initialFocus?: boolean;
}

function TextField({
  id,
  label,
  value,
  error,
  autoComplete,
  onChange,
  initialFocus,
}: TextFieldProps) {
  return (
    <div className={styles.textField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- first field of a dialog step
        autoFocus={initialFocus}
      />
      <p id={`${id}-error`} className={styles.fieldError} role="alert">
        {error}
      </p>
    </div>
  );
}
