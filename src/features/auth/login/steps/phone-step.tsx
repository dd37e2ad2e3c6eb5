import { useEffect, useId } from 'react';
import { spec } from '@contract/messages';
import { checkPhone } from '../../api/check-phone';
import { sendSms } from '../../api/send-sms';
import { CodeInput } from '@/ui/code-input';
import { dialogTexts } from '../texts';
import styles from '../login-dialog.module.css';
import { PHONE_RE, StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStepRunner } from '../use-step-runner';

/**
 * The phone, to log in or to register. A phone with an account goes on to its PIN (pinLogin); a
 * new one is sent its SMS code (registerCode).
 */
export function PhoneStep({ state, dispatch, submitAtOnce = false }: StepProps) {
  const { busy, error, setError, run } = useStepRunner();
  const errorId = useId();
  const texts =
    state.step === 'registerPhone' ? dialogTexts.steps.registerPhone : dialogTexts.steps.phone;
  const phone = state.form.phone;

  const submit = () => {
    if (!PHONE_RE.test(phone)) return setError(spec.phoneInvalid);
    return run(async () => {
      const { exists } = await checkPhone(phone);
      if (!exists) await sendSms(phone, 'register');
      dispatch({ type: 'phoneChecked', exists });
    }, spec.errorOccurred);
  };

  useEffect(() => {
    if (submitAtOnce) void submit();
    // Once, as the dialog opens: later sends are the viewer's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <StepForm
      lead={texts.lead}
      submitLabel={texts.submit}
      onSubmit={submit}
      busy={busy}
      error={error}
      errorId={errorId}
      footer={
        state.step === 'phone' ? (
          <p className={styles.switch}>
            {dialogTexts.steps.phone.noAccount}{' '}
            <button
              type="button"
              className={styles.link}
              onClick={() => dispatch({ type: 'openRegister' })}
            >
              {dialogTexts.steps.phone.register}
            </button>
          </p>
        ) : null
      }
    >
      <CodeInput
        length={8}
        kind="phone"
        label={texts.field}
        value={phone}
        onChange={(value) => {
          setError(null);
          dispatch({ type: 'edit', patch: { phone: value } });
        }}
        describedBy={errorId}
        invalid={error !== null}
        autoComplete="tel-national"
        initialFocus
        align="center"
      />
    </StepForm>
  );
}
