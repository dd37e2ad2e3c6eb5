import type { LoginData } from '@contract/entities';

/**
 * The login dialog's steps. docs/product.md §2 numbers them; the number of each is in brackets:
 * phone (1), registerPhone (8), registerCode (2: SMS code sent), pinSet (3: code verified → set
 * PIN), email (4), emailCode (5), names (7: e-mail verified → names and terms), pinLogin (6: the
 * phone has an account), resetCode (9: PIN reset code sent).
 */
export type Step =
  | 'phone'
  | 'registerPhone'
  | 'registerCode'
  | 'pinSet'
  | 'email'
  | 'emailCode'
  | 'names'
  | 'pinLogin'
  | 'resetCode';

/** pinSet sets the first PIN when registering and the new PIN after a reset. */
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
   * Set once pinSet created the account: the token is stored (the names call needs it) and the
   * user is shown as logged in when the wizard ends or the dialog closes.
   */
  registered: LoginData | null;
  /** The PIN that pinSet saved, so coming back to pinSet does not set it twice. */
  savedPin: string | null;
  /**
   * The SMS code the server accepted. The server takes a code as verified only once, so coming
   * back to its step with the same code goes on without asking again (it is presented again,
   * with the PIN, where it is used up).
   */
  verifiedSms: string | null;
}

export type MachineEvent =
  | { type: 'edit'; patch: Partial<LoginForm> }
  /** phone and registerPhone: the check answered. A new phone has just been sent its SMS code. */
  | { type: 'phoneChecked'; exists: boolean }
  | { type: 'openRegister' }
  /** registerCode and resetCode: the SMS code is right. */
  | { type: 'codeVerified' }
  /** A new SMS code was sent: the one typed (and any verified one) is void. */
  | { type: 'smsResent' }
  /** pinSet (registration): the PIN is set and the new account is logged in. */
  | { type: 'pinSaved'; login: LoginData | null }
  | { type: 'emailSent' }
  | { type: 'emailVerified' }
  /** pinLogin's 'ПИН СЭРГЭЭХ': a reset code has been sent. */
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

/** `phone` is carried over from the first view's copy of the frame (decision 087). */
export function initialState(step: Step = 'phone', phone = ''): MachineState {
  return {
    step,
    flow: 'register',
    form: { ...emptyForm, phone },
    registered: null,
    savedPin: null,
    verifiedSms: null,
  };
}

/** docs/product.md §2's back targets. A reset's PIN step returns to the reset code it came from. */
export function backTarget(state: Pick<MachineState, 'step' | 'flow'>): Step | null {
  switch (state.step) {
    case 'phone':
      return null;
    case 'registerCode':
    case 'pinLogin':
    case 'names':
    case 'registerPhone':
    case 'resetCode':
      return 'phone';
    case 'pinSet':
      return state.flow === 'reset' ? 'resetCode' : 'registerCode';
    case 'email':
    case 'emailCode':
      return 'pinSet';
  }
}

/**
 * Codes are one-time: leaving a step forgets what was typed into it. Going back from pinSet keeps
 * the SMS code the server accepted, so that step can simply be continued.
 */
function clearedFor(step: Step): Partial<LoginForm> {
  switch (step) {
    case 'registerCode':
    case 'resetCode':
      return { smsCode: '' };
    case 'emailCode':
      return { emailCode: '' };
    case 'pinLogin':
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
      return step === 'phone' ? go(state, 'registerPhone') : state;
    case 'phoneChecked':
      if (step !== 'phone' && step !== 'registerPhone') return state;
      return event.exists
        ? go(state, 'pinLogin', { form: { ...state.form, pin: '' } })
        : go(state, 'registerCode', {
            flow: 'register',
            verifiedSms: null,
            form: { ...state.form, smsCode: '' },
          });
    case 'codeVerified':
      if (step === 'registerCode') {
        return go(state, 'pinSet', { flow: 'register', verifiedSms: state.form.smsCode });
      }
      if (step === 'resetCode') {
        return go(state, 'pinSet', {
          flow: 'reset',
          verifiedSms: state.form.smsCode,
          form: { ...state.form, pin: '' },
        });
      }
      return state;
    case 'smsResent':
      if (step !== 'registerCode' && step !== 'resetCode') return state;
      return { ...state, verifiedSms: null, form: { ...state.form, smsCode: '' } };
    case 'pinSaved':
      if (step !== 'pinSet' || state.flow !== 'register') return state;
      return go(state, 'email', {
        registered: event.login ?? state.registered,
        savedPin: state.form.pin,
      });
    case 'emailSent':
      return step === 'email'
        ? go(state, 'emailCode', { form: { ...state.form, emailCode: '' } })
        : state;
    case 'emailVerified':
      return step === 'emailCode' ? go(state, 'names') : state;
    case 'resetRequested':
      return step === 'pinLogin'
        ? go(state, 'resetCode', {
            flow: 'reset',
            verifiedSms: null,
            form: { ...state.form, smsCode: '' },
          })
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

/** Steps that belong to creating an account, in order, for the progress indicator. */
export const REGISTER_STEPS: readonly Step[] = [
  'registerCode',
  'pinSet',
  'email',
  'emailCode',
  'names',
];
