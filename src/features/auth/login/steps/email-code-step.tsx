import { useId } from 'react';
import { spec } from '@contract/messages';
import { showToast } from '@/lib/toast-store';
import { sendEmail } from '../../api/send-email';
import { verifyEmail } from '../../api/verify-email';
import { CodeInput } from '@/ui/code-input';
import { dialogTexts } from '../texts';
import { CODE6_RE, StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStepRunner } from '../use-step-runner';
import { ResendButton } from './sms-code-step';

/** Step 5: the 6-digit code sent to the e-mail. */
export function EmailCodeStep({ state, dispatch }: StepProps) {
  const { busy, error, setError, run } = useStepRunner();
  const errorId = useId();
  const texts = dialogTexts.steps[5];
  const { phone, email, emailCode } = state.form;

  const submit = () => {
    if (!CODE6_RE.test(emailCode)) return setError(spec.wrongCode);
    return run(async () => {
      await verifyEmail(phone, email, emailCode);
      dispatch({ type: 'emailVerified' });
    }, spec.wrongCode);
  };

  return (
    <StepForm
      lead={texts.lead(email)}
      submitLabel={texts.submit}
      onSubmit={submit}
      busy={busy}
      error={error}
      errorId={errorId}
      footer={
        <ResendButton
          onResend={() =>
            run(async () => {
              await sendEmail(email, phone);
              showToast('info', dialogTexts.resent);
            }, spec.wrongEmail)
          }
        />
      }
    >
      <CodeInput
        length={6}
        label={texts.field}
        value={emailCode}
        onChange={(value) => {
          setError(null);
          dispatch({ type: 'edit', patch: { emailCode: value } });
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
