import { spec } from '@contract/messages';
import { sendEmail } from '../../api/send-email';
import { verifyEmail } from '../../api/verify-email';
import { dialogTexts } from '../texts';
import { CODE6_RE } from '../step-form';
import type { StepProps } from '../step-props';
import { CodeStep } from './code-step';

/** emailCode: the 6-digit code sent to the e-mail. */
export function EmailCodeStep({ state, dispatch }: StepProps) {
  const texts = dialogTexts.steps.emailCode;
  const { phone, email, emailCode } = state.form;

  return (
    <CodeStep
      lead={texts.lead(email)}
      submitLabel={texts.submit}
      fieldLabel={texts.field}
      length={6}
      pattern={CODE6_RE}
      value={emailCode}
      onEdit={(value) => dispatch({ type: 'edit', patch: { emailCode: value } })}
      verify={async () => {
        await verifyEmail(phone, email, emailCode);
        dispatch({ type: 'emailVerified' });
      }}
      resend={() => sendEmail(email, phone)}
      resendError={spec.wrongEmail}
    />
  );
}
