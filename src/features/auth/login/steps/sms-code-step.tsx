import { useEffect, useId, useState } from 'react';
import { spec } from '@contract/messages';
import { showToast } from '@/lib/toast-store';
import { resendSms } from '../../api/resend-sms';
import { verifySms } from '../../api/verify-sms';
import { CodeInput } from '@/ui/code-input';
import { dialogTexts } from '../texts';
import styles from '../login-dialog.module.css';
import { CODE4_RE, StepForm, formatPhone } from '../step-form';
import type { StepProps } from '../step-props';
import { useStepRunner } from '../use-step-runner';

/** SPEC.md §9: the resend counter starts at 30. */
export const RESEND_AFTER_S = 30;

/** Step 2 (registration code) and step 9 (PIN reset code): 4 digits sent to the phone. */
export function SmsCodeStep({ state, dispatch }: StepProps) {
  const { busy, error, setError, run } = useStepRunner();
  const errorId = useId();
  const reset = state.step === 9;
  const texts = reset ? dialogTexts.steps[9] : dialogTexts.steps[2];
  const { phone, smsCode } = state.form;
  const purpose = reset ? 'forget' : 'register';

  const submit = () => {
    if (!CODE4_RE.test(smsCode)) return setError(spec.wrongCode);
    // Walking back through a finished registration: the code is spent, the account exists.
    if (!reset && state.registered) return dispatch({ type: 'codeVerified' });
    return run(async () => {
      await verifySms(phone, smsCode, purpose);
      dispatch({ type: 'codeVerified' });
    }, spec.wrongCode);
  };

  return (
    <StepForm
      lead={texts.lead(formatPhone(phone))}
      submitLabel={texts.submit}
      onSubmit={submit}
      busy={busy}
      error={error}
      errorId={errorId}
      footer={
        <ResendButton
          onResend={() =>
            run(async () => {
              await resendSms(phone, purpose);
              showToast('info', dialogTexts.resent);
            }, spec.errorOccurred)
          }
        />
      }
    >
      <CodeInput
        length={4}
        label={texts.field}
        value={smsCode}
        onChange={(value) => {
          setError(null);
          dispatch({ type: 'edit', patch: { smsCode: value } });
        }}
        describedBy={errorId}
        invalid={error !== null}
        autoComplete="one-time-code"
        initialFocus
        align="center"
      />
    </StepForm>
  );
}

/** A resend button that wakes up after the counter runs out, and again after each resend. */
export function ResendButton({ onResend }: { onResend: () => Promise<void> | void }) {
  const [left, setLeft] = useState(RESEND_AFTER_S);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const waiting = left > 0;
  return (
    <button
      type="button"
      className={styles.link}
      aria-disabled={waiting}
      onClick={() => {
        if (waiting) return;
        setLeft(RESEND_AFTER_S);
        void onResend();
      }}
    >
      {waiting ? dialogTexts.resendIn(left) : dialogTexts.resend}
    </button>
  );
}
