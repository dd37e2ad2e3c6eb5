import { useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import type { LoginData } from '@contract/entities';
import { Dialog } from '@/ui/dialog';
import { ChevronLeftIcon } from '@/ui/icons';
import { readEarlyLogin, removeEarlyLoginFrame } from '../early-login';
import { useSignIn } from '../hooks/use-sign-in';
import { dialogTexts } from './texts';
import {
  REGISTER_STEPS,
  backTarget,
  initialState,
  loginMachine,
  type MachineState,
  type Step,
} from './login-machine';
import type { StepProps } from './step-props';
import { EmailCodeStep } from './steps/email-code-step';
import { EmailStep } from './steps/email-step';
import { NamesStep } from './steps/names-step';
import { PhoneStep } from './steps/phone-step';
import { PinLoginStep } from './steps/pin-login-step';
import { PinSetStep } from './steps/pin-set-step';
import { SmsCodeStep } from './steps/sms-code-step';
import icon from '@/ui/icon-button.module.css';
import styles from './login-dialog.module.css';
import frame from './login-frame.module.css';
import { LoginFrameHeader } from './login-frame-header';

interface Props {
  isOpen: boolean;
  startStep: Step;
  onClose: () => void;
}

const STEP_VIEWS: Record<Step, (props: StepProps) => ReactNode> = {
  phone: PhoneStep,
  registerPhone: PhoneStep,
  registerCode: SmsCodeStep,
  pinSet: PinSetStep,
  email: EmailStep,
  emailCode: EmailCodeStep,
  names: NamesStep,
  pinLogin: PinLoginStep,
  resetCode: SmsCodeStep,
};

function titleOf(state: MachineState): string {
  if (state.step === 'pinSet' && state.flow === 'reset') return dialogTexts.steps.pinSet.titleReset;
  return dialogTexts.steps[state.step].title;
}

/**
 * docs/product.md §2 Login dialog: 600 px (a sheet on phones), modal, closed by its button, Escape or a
 * click outside. The steps and their back targets live in `login-machine.ts`.
 */
export default function LoginDialog({ isOpen, startStep, onClose }: Props) {
  // What the first view's copy of the frame held when the dialog's code came (decision 087).
  const [early] = useState(readEarlyLogin);
  const [state, dispatch] = useReducer(loginMachine, startStep, (step) =>
    early
      ? initialState(early.register && step === 'phone' ? 'registerPhone' : step, early.phone)
      : initialState(step),
  );
  const completeSignIn = useSignIn();
  const finished = useRef(false);

  const finish = async (login: LoginData) => {
    finished.current = true;
    await completeSignIn(login);
    onClose();
  };

  const close = () => {
    // An account made at pinSet stays logged in even if the rest of the wizard is skipped.
    if (state.registered && !finished.current) {
      finished.current = true;
      void completeSignIn(state.registered);
    }
    onClose();
  };

  // In the commit that draws the dialog in its place, so the two never show together.
  useLayoutEffect(removeEarlyLoginFrame, []);

  const back = backTarget(state);
  const View = STEP_VIEWS[state.step];
  const progress = state.flow === 'register' ? REGISTER_STEPS.indexOf(state.step) : -1;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable
      width={600}
      accent
      className={frame.dialog}
    >
      <LoginFrameHeader
        start={
          back !== null ? (
            <button
              type="button"
              className={icon.iconButton}
              onClick={() => dispatch({ type: 'back' })}
              aria-label={dialogTexts.back}
            >
              <ChevronLeftIcon />
            </button>
          ) : undefined
        }
        title={
          <Heading slot="title" className={frame.title}>
            {titleOf(state)}
          </Heading>
        }
        onClose={close}
      />
      {progress >= 0 ? (
        <div className={styles.progress}>
          <span className={styles.progressText}>
            {dialogTexts.stepOf(progress + 1, REGISTER_STEPS.length)}
          </span>
          <span className={styles.progressTrack} aria-hidden="true">
            <span
              className={styles.progressBar}
              style={{ width: `${((progress + 1) / REGISTER_STEPS.length) * 100}%` }}
            />
          </span>
        </div>
      ) : null}
      <View
        key={state.step}
        state={state}
        dispatch={dispatch}
        finish={finish}
        submitAtOnce={early?.submitted === true && !early.register}
      />
    </Dialog>
  );
}
