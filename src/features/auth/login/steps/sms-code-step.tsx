import { spec } from '@contract/messages';
import { resendSms } from '../../api/resend-sms';
import { verifySms } from '../../api/verify-sms';
import { dialogTexts } from '../texts';
import { CODE4_RE, formatPhone } from '../step-form';
import type { StepProps } from '../step-props';
import { CodeStep } from './code-step';

/** Step 2 (registration code) and step 9 (PIN reset code): 4 digits sent to the phone. */
export function SmsCodeStep({ state, dispatch }: StepProps) {
  const reset = state.step === 9;
  const texts = reset ? dialogTexts.steps[9] : dialogTexts.steps[2];
  const { phone, smsCode } = state.form;
  const purpose = reset ? 'forget' : 'register';

  return (
    <CodeStep
      lead={texts.lead(formatPhone(phone))}
      submitLabel={texts.submit}
      fieldLabel={texts.field}
      length={4}
      pattern={CODE4_RE}
      value={smsCode}
      onEdit={(value) => dispatch({ type: 'edit', patch: { smsCode: value } })}
      verify={async () => {
        // Walking back through a finished registration: the code is spent, the account exists.
        if (reset || !state.registered) await verifySms(phone, smsCode, purpose);
        dispatch({ type: 'codeVerified' });
      }}
      resend={() => resendSms(phone, purpose)}
      resendError={spec.errorOccurred}
    />
  );
}
