import { useId } from 'react';
import { spec } from '@contract/messages';
import { keepRegistrationToken } from '@/session';
import { showToast } from '@/lib/toast-store';
import { changeOwnPin } from '../../api/change-own-pin';
import { setPassword } from '../../api/set-password';
import { setPin } from '../../api/set-pin';
import { CodeInput } from '@/ui/code-input';
import { dialogTexts } from '../texts';
import { CODE4_RE, StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStepRunner } from '../use-step-runner';

/**
 * pinSet: a 4-digit PIN ('Пин илгээх'). Registering, it creates the account (the token is kept
 * for the next calls); after a reset code it sets the new PIN and logs in.
 */
export function PinSetStep({ state, dispatch, finish }: StepProps) {
  const { busy, error, setError, run } = useStepRunner();
  const errorId = useId();
  const texts = dialogTexts.steps.pinSet;
  const { phone, smsCode, pin } = state.form;
  const { registered, savedPin } = state;

  const submit = () => {
    if (!CODE4_RE.test(pin)) return setError(spec.wrongPin);
    if (state.flow === 'reset') {
      return run(async () => {
        const login = await setPassword(phone, pin, smsCode);
        showToast('success', spec.pinSaved);
        await finish(login);
      }, spec.wrongPin);
    }
    if (registered && savedPin !== null) {
      if (pin === savedPin) return dispatch({ type: 'pinSaved', login: null });
      return run(async () => {
        await changeOwnPin(registered.id, savedPin, pin);
        dispatch({ type: 'pinSaved', login: null });
      }, spec.wrongPin);
    }
    return run(async () => {
      const login = await setPin(phone, pin, smsCode);
      await keepRegistrationToken(login);
      dispatch({ type: 'pinSaved', login });
    }, spec.wrongPin);
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
        autoComplete="new-password"
        initialFocus
        align="center"
      />
    </StepForm>
  );
}
