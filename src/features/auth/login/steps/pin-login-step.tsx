import { useId } from 'react';
import { spec } from '@contract/messages';
import { forgetPassword } from '../../api/forget-password';
import { login } from '../../api/login';
import { CodeInput } from '@/ui/code-input';
import { dialogTexts } from '../texts';
import styles from '../login-dialog.module.css';
import { CODE4_RE, StepForm, formatPhone } from '../step-form';
import type { StepProps } from '../step-props';
import { useStepRunner } from '../use-step-runner';

/** pinLogin: the phone has an account; log in with the PIN, or reset it ('ПИН СЭРГЭЭХ'). */
export function PinLoginStep({ state, dispatch, finish }: StepProps) {
  const { busy, error, setError, run } = useStepRunner();
  const errorId = useId();
  const texts = dialogTexts.steps.pinLogin;
  const { phone, pin } = state.form;

  const submit = () => {
    if (!CODE4_RE.test(pin)) return setError(spec.wrongPin);
    return run(async () => finish(await login(phone, pin)), spec.wrongPin);
  };

  const requestReset = () =>
    run(async () => {
      await forgetPassword(phone);
      dispatch({ type: 'resetRequested' });
    }, spec.errorOccurred);

  return (
    <StepForm
      lead={texts.lead(formatPhone(phone))}
      submitLabel={texts.submit}
      onSubmit={submit}
      busy={busy}
      error={error}
      errorId={errorId}
      footer={
        <button type="button" className={styles.link} onClick={() => void requestReset()}>
          {texts.reset}
        </button>
      }
    >
      <CodeInput
        length={4}
        secret
        label={texts.field}
        value={pin}
        onChange={(value) => {
          setError(null);
          dispatch({ type: 'edit', patch: { pin: value } });
        }}
        describedBy={errorId}
        invalid={error !== null}
        autoComplete="current-password"
        initialFocus
        align="center"
      />
    </StepForm>
  );
}
