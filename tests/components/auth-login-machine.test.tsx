import { describe, expect, it } from 'vitest';
import type { LoginData } from '@contract/entities';
import {
  backTarget,
  initialState,
  loginMachine,
  type MachineEvent,
  type MachineState,
  type Step,
} from '@/features/auth/login/login-machine';

const login: LoginData = {
  access_token: 'tok',
  id: 42,
  user: {
    id: 42,
    nickname: null,
    image: null,
    avatar: null,
    days: 0,
    first_name: null,
    last_name: null,
    email: null,
    phone: '91234567',
    gender: null,
  },
};

const run = (state: MachineState, ...events: MachineEvent[]) => events.reduce(loginMachine, state);
const at = (step: Step, flow: MachineState['flow'] = 'register') => ({
  ...initialState(step),
  flow,
});

describe('login step machine (docs/product.md §2 steps, §4 wizard)', () => {
  it('phone: an existing phone goes to its PIN, a new one to the SMS code', () => {
    expect(run(initialState(), { type: 'phoneChecked', exists: true }).step).toBe('pinLogin');
    expect(run(initialState(), { type: 'phoneChecked', exists: false }).step).toBe('registerCode');
  });

  it('phone links to registration, which checks the phone the same way', () => {
    const register = run(initialState(), { type: 'openRegister' });
    expect(register.step).toBe('registerPhone');
    expect(run(register, { type: 'phoneChecked', exists: false }).step).toBe('registerCode');
    expect(run(register, { type: 'phoneChecked', exists: true }).step).toBe('pinLogin');
  });

  it('walks a registration phone → code → PIN → e-mail → e-mail code → names and remembers the new login', () => {
    const end = run(
      initialState(),
      { type: 'edit', patch: { phone: '91234567' } },
      { type: 'phoneChecked', exists: false },
      { type: 'codeVerified' },
      { type: 'edit', patch: { pin: '4826' } },
      { type: 'pinSaved', login },
      { type: 'emailSent' },
      { type: 'emailVerified' },
    );
    expect(end.step).toBe('names');
    expect(end.registered).toEqual(login);
    expect(end.savedPin).toBe('4826');
    expect(end.form.phone).toBe('91234567');
  });

  it('resets a PIN pinLogin → resetCode → pinSet in the reset flow', () => {
    const reset = run(initialState('pinLogin'), { type: 'resetRequested' });
    expect(reset).toMatchObject({ step: 'resetCode', flow: 'reset' });
    expect(run(reset, { type: 'codeVerified' })).toMatchObject({ step: 'pinSet', flow: 'reset' });
  });

  it.each<[Step, Step | null]>([
    ['phone', null],
    ['registerCode', 'phone'],
    ['pinSet', 'registerCode'],
    ['email', 'pinSet'],
    ['emailCode', 'pinSet'],
    ['pinLogin', 'phone'],
    ['names', 'phone'],
    ['registerPhone', 'phone'],
    ['resetCode', 'phone'],
  ])('back from %s goes to %s', (step, target) => {
    expect(backTarget(at(step))).toBe(target);
    expect(run(at(step), { type: 'back' }).step).toBe(target ?? step);
  });

  it("a reset's PIN step goes back to the reset code, not the registration code", () => {
    expect(backTarget(at('pinSet', 'reset'))).toBe('resetCode');
  });

  it('back from the PIN keeps the accepted SMS code, so its step can be continued', () => {
    const verified = run(
      at('registerCode'),
      { type: 'edit', patch: { smsCode: '5817' } },
      { type: 'codeVerified' },
    );
    expect(verified.verifiedSms).toBe('5817');
    const back = run(verified, { type: 'back' });
    expect(back).toMatchObject({ step: 'registerCode', verifiedSms: '5817' });
    expect(back.form.smsCode).toBe('5817');
    const resent = run(back, { type: 'smsResent' });
    expect(resent.verifiedSms).toBeNull();
    expect(resent.form.smsCode).toBe('');
  });

  it('forgets a typed code when leaving its step, unless the account already exists', () => {
    const typed = run(at('registerCode'), { type: 'edit', patch: { smsCode: '1234' } });
    expect(run(typed, { type: 'back' }).form.smsCode).toBe('');
    const registered = {
      ...at('emailCode'),
      registered: login,
      form: { ...typed.form, emailCode: '123456' },
    };
    expect(run(registered, { type: 'back' }).form.emailCode).toBe('123456');
  });

  it('ignores events that do not belong to the current step', () => {
    const start = initialState();
    expect(run(start, { type: 'codeVerified' })).toBe(start);
    expect(run(start, { type: 'emailVerified' })).toBe(start);
    expect(run(at('email'), { type: 'phoneChecked', exists: true }).step).toBe('email');
  });
});
