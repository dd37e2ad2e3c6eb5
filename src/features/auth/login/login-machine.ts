import type { LoginData } from '@contract/entities';

/**
 * The login dialog's steps, numbered as docs/product.md §2 lists them (and §4's wizard states):
 * 1 phone, 2 SMS code sent, 3 code verified → set PIN, 4 e-mail, 5 e-mail code sent,
 * 6 phone exists → PIN login, 7 e-mail verified → names and terms, 8 registration, 9 PIN reset.
 */
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Step 3 sets the first PIN when registering and the new PIN after a reset. */
export type Flow = 'register' | 'reset';

export interface LoginForm {
  phone: string;
  smsCode: string;
  pin: string;
  email: string;
  emailCode: string;
  lastName: string;
  firstName: string;
  terms: boolean;
}

export interface MachineState {
  step: Step;
  flow: Flow;
  form: LoginForm;
  /**
   * Set once step 3 created the account: the token is stored (the names call needs it) and the
   * user is shown as logged in when the wizard ends or the dialog closes.
   */
  registered: LoginData | null;
  /** The PIN that step 3 saved, so coming back to step 3 does not set it twice. */
  savedPin: string | null;
}

export type MachineEvent =
  | { type: 'edit'; patch: Partial<LoginForm> }
  /** Steps 1 and 8: the phone check answered. A new phone has just been sent its SMS code. */
  | { type: 'phoneChecked'; exists: boolean }
  | { type: 'openRegister' }
  /** Steps 2 and 9: the SMS code is right. */
  | { type: 'codeVerified' }
  /** Step 3 (registration): the PIN is set and the new account is logged in. */
  | { type: 'pinSaved'; login: LoginData | null }
  | { type: 'emailSent' }
  | { type: 'emailVerified' }
  /** Step 6's 'ПИН СЭРГЭЭХ': a reset code has been sent. */
  | { type: 'resetRequested' }
  | { type: 'back' };

export const emptyForm: LoginForm = {
  phone: '',
  smsCode: '',
  pin: '',
  email: '',
  emailCode: '',
  lastName: '',
  firstName: '',
  terms: false,
};

export function initialState(step: Step = 1): MachineState {
  return { step, flow: 'register', form: emptyForm, registered: null, savedPin: null };
}

/** docs/product.md §2's back targets. A reset's PIN step returns to the reset code it came from. */
export function backTarget(state: Pick<MachineState, 'step' | 'flow'>): Step | null {
  switch (state.step) {
    case 1:
      return null;
    case 2:
    case 6:
    case 7:
    case 8:
    case 9:
      return 1;
    case 3:
      return state.flow === 'reset' ? 9 : 2;
    case 4:
    case 5:
      return 3;
  }
}

/** Codes are one-time: leaving a step forgets what was typed into it. */
function clearedFor(step: Step): Partial<LoginForm> {
  switch (step) {
    case 2:
    case 9:
      return { smsCode: '' };
    case 5:
      return { emailCode: '' };
    case 6:
      return { pin: '' };
    default:
      return {};
  }
}

function go(state: MachineState, step: Step, patch: Partial<MachineState> = {}): MachineState {
  return { ...state, ...patch, step };
}

export function loginMachine(state: MachineState, event: MachineEvent): MachineState {
  const { step } = state;
  switch (event.type) {
    case 'edit':
      return { ...state, form: { ...state.form, ...event.patch } };
    case 'openRegister':
      return step === 1 ? go(state, 8) : state;
    case 'phoneChecked':
      if (step !== 1 && step !== 8) return state;
      return event.exists
        ? go(state, 6, { form: { ...state.form, pin: '' } })
        : go(state, 2, { flow: 'register', form: { ...state.form, smsCode: '' } });
    case 'codeVerified':
      if (step === 2) return go(state, 3, { flow: 'register' });
      if (step === 9) return go(state, 3, { flow: 'reset', form: { ...state.form, pin: '' } });
      return state;
    case 'pinSaved':
      if (step !== 3 || state.flow !== 'register') return state;
      return go(state, 4, {
        registered: event.login ?? state.registered,
        savedPin: state.form.pin,
      });
    case 'emailSent':
      return step === 4 ? go(state, 5, { form: { ...state.form, emailCode: '' } }) : state;
    case 'emailVerified':
      return step === 5 ? go(state, 7) : state;
    case 'resetRequested':
      return step === 6
        ? go(state, 9, { flow: 'reset', form: { ...state.form, smsCode: '' } })
        : state;
    case 'back': {
      const target = backTarget(state);
      if (target === null) return state;
      // Once the account exists its codes are spent; keeping them lets the steps be walked again.
      const cleared = state.registered ? {} : clearedFor(step);
      return go(state, target, { form: { ...state.form, ...cleared } });
    }
  }
}

/** Steps that belong to creating an account, for the progress indicator. */
export const REGISTER_STEPS: readonly Step[] = [2, 3, 4, 5, 7];
