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
  it('step 1: an existing phone goes to the PIN (6), a new one to the SMS code (2)', () => {
    expect(run(initialState(1), { type: 'phoneChecked', exists: true }).step).toBe(6);
    expect(run(initialState(1), { type: 'phoneChecked', exists: false }).step).toBe(2);
  });

  it('step 1 links to registration (8), which checks the phone the same way', () => {
    const register = run(initialState(1), { type: 'openRegister' });
    expect(register.step).toBe(8);
    expect(run(register, { type: 'phoneChecked', exists: false }).step).toBe(2);
    expect(run(register, { type: 'phoneChecked', exists: true }).step).toBe(6);
  });

  it('walks a registration 1 → 2 → 3 → 4 → 5 → 7 and remembers the new login', () => {
    const end = run(
      initialState(1),
      { type: 'edit', patch: { phone: '91234567' } },
      { type: 'phoneChecked', exists: false },
      { type: 'codeVerified' },
      { type: 'edit', patch: { pin: '4826' } },
      { type: 'pinSaved', login },
      { type: 'emailSent' },
      { type: 'emailVerified' },
    );
    expect(end.step).toBe(7);
    expect(end.registered).toEqual(login);
    expect(end.savedPin).toBe('4826');
    expect(end.form.phone).toBe('91234567');
  });

  it('resets a PIN 6 → 9 → 3 in the reset flow', () => {
    const reset = run(initialState(6), { type: 'resetRequested' });
    expect(reset).toMatchObject({ step: 9, flow: 'reset' });
    expect(run(reset, { type: 'codeVerified' })).toMatchObject({ step: 3, flow: 'reset' });
  });

  it.each<[Step, Step | null]>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, 3],
    [5, 3],
    [6, 1],
    [7, 1],
    [8, 1],
    [9, 1],
  ])('back from step %i goes to %s', (step, target) => {
    expect(backTarget(at(step))).toBe(target);
    expect(run(at(step), { type: 'back' }).step).toBe(target ?? step);
  });

  it("a reset's PIN step goes back to the reset code, not the registration code", () => {
    expect(backTarget(at(3, 'reset'))).toBe(9);
  });

  it('forgets a typed code when leaving its step, unless the account already exists', () => {
    const typed = run(at(2), { type: 'edit', patch: { smsCode: '1234' } });
    expect(run(typed, { type: 'back' }).form.smsCode).toBe('');
    const registered = {
      ...at(5),
      registered: login,
      form: { ...typed.form, emailCode: '123456' },
    };
    expect(run(registered, { type: 'back' }).form.emailCode).toBe('123456');
  });

  it('ignores events that do not belong to the current step', () => {
    const start = initialState(1);
    expect(run(start, { type: 'codeVerified' })).toBe(start);
    expect(run(start, { type: 'emailVerified' })).toBe(start);
    expect(run(at(4), { type: 'phoneChecked', exists: true }).step).toBe(4);
  });
});
