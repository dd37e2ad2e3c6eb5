import { useId } from 'react';
import { spec } from '@contract/messages';
import { sendEmail } from '../../api/send-email';
import { dialogTexts } from '../texts';
import styles from '../login-dialog.module.css';
import { EMAIL_RE, StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStepRunner } from '../use-step-runner';

/** email: the e-mail ('Имэйл илгээх'); an empty value gets the spec's 'Fail!'. */
export function EmailStep({ state, dispatch }: StepProps) {
  const { busy, error, setError, run } = useStepRunner();
  const errorId = useId();
  const inputId = useId();
  const texts = dialogTexts.steps.email;
  const email = state.form.email.trim();

  const submit = () => {
    if (!email) return setError(spec.emailEmpty);
    if (!EMAIL_RE.test(email)) return setError(spec.wrongEmail);
    return run(async () => {
      await sendEmail(email, state.form.phone);
      dispatch({ type: 'edit', patch: { email } });
      dispatch({ type: 'emailSent' });
    }, spec.wrongEmail);
  };

  return (
    <StepForm
      lead={texts.lead}
      submitLabel={texts.submit}
      onSubmit={submit}
      busy={busy}
      error={error}
      errorId={errorId}
    >
      <div className={styles.textField}>
        <label htmlFor={inputId} className={styles.label}>
          {texts.field}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={texts.placeholder}
          value={state.form.email}
          onChange={(e) => {
            setError(null);
            dispatch({ type: 'edit', patch: { email: e.target.value } });
          }}
          aria-describedby={errorId}
          aria-invalid={error !== null || undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step's only field, in a dialog
          autoFocus
        />
      </div>
    </StepForm>
  );
}
