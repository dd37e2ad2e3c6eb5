import { spec } from '@contract/messages';
import { resendSms } from '../../api/resend-sms';
import { verifySms } from '../../api/verify-sms';
import { dialogTexts } from '../texts';
import { CODE4_RE, formatPhone } from '../step-form';
import type { StepProps } from '../step-props';
import { CodeStep } from './code-step';

/** registerCode and resetCode: 4 digits sent to the phone. */
export function SmsCodeStep({ state, dispatch }: StepProps) {
  const reset = state.step === 'resetCode';
  const texts = reset ? dialogTexts.steps.resetCode : dialogTexts.steps.registerCode;
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
        // Coming back with the code the server already accepted (or through a finished
        // registration, whose code is spent): the server would refuse to verify it twice.
        const accepted = smsCode === state.verifiedSms || (!reset && state.registered);
        if (!accepted) await verifySms(phone, smsCode, purpose);
        dispatch({ type: 'codeVerified' });
      }}
      resend={async () => {
        await resendSms(phone, purpose);
        dispatch({ type: 'smsResent' });
      }}
      resendError={spec.errorOccurred}
    />
  );
}
