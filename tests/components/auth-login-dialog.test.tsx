import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginDialog from '@/features/auth/login/login-dialog';
import type { Step } from '@/features/auth/login/login-machine';
import { getAuthState, resetAuthForTests } from '@/session';
import { clearSession, getSession } from '@/lib/session-storage';
import { loginData, meHandler, phoneCheckHandler, user } from './handlers/auth';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { fail, on } from './handlers/contract';

async function open(startStep: Step = 'phone') {
  const onClose = vi.fn();
  const ui = userEvent.setup();
  await renderApp(<LoginDialog isOpen startStep={startStep} onClose={onClose} />, { toasts: true });
  return { onClose, ui };
}

const dialog = () => screen.getByRole('dialog');
const heading = (name: string) => within(dialog()).findByRole('heading', { name });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const alertText = (text: string) => within(dialog()).findByText(text);

/** Types into the step's focused code boxes, then presses Enter (each step's primary action). */
async function typeAndEnter(ui: ReturnType<typeof userEvent.setup>, digits: string) {
  await ui.keyboard(digits);
  await ui.keyboard('{Enter}');
}

beforeEach(async () => {
  resetAuthForTests();
  await clearSession();
});
afterEach(() => vi.restoreAllMocks());

describe('login dialog', () => {
  it('the phone step wants 8 digits, and Enter submits', async () => {
    const { ui } = await open();
    await heading('Нэвтрэх');
    await ui.keyboard('9911');
    await ui.keyboard('{Enter}');
    expect(await alertText('Утасны дугаараа зөв орууна уу!')).toBeTruthy();
  });

  it('logs an existing phone in with its PIN, showing the server msg or the default', async () => {
    let tries = 0;
    server.use(
      phoneCheckHandler(true),
      on('login', async ({ ok, body }) => {
        const sent = await body();
        tries += 1;
        if (tries === 1) return fail(401);
        if (tries === 2)
          return fail(429, 'Хэт олон оролдлого хийлээ. Түр хүлээгээд дахин оролдоно уу!');
        expect(sent).toEqual({ phone: '99119911', password: '2580' });
        return ok(loginData({ id: 7, first_name: 'Батболд', phone: '99119911' }));
      }),
    );
    const { ui, onClose } = await open();
    await typeAndEnter(ui, '99119911');
    await heading('ПИН кодоор нэвтрэх');
    expect(within(dialog()).getByText(/9911 9911/)).toBeTruthy();

    await ui.keyboard('{Enter}');
    expect(await alertText('Пин код буруу байна!')).toBeTruthy();

    await typeAndEnter(ui, '1111');
    // No msg from the server: the spec's default.
    expect(await alertText('Пин код буруу байна!')).toBeTruthy();

    await ui.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await typeAndEnter(ui, '1111');
    // 429: the server's words.
    expect(
      await alertText('Хэт олон оролдлого хийлээ. Түр хүлээгээд дахин оролдоно уу!'),
    ).toBeTruthy();

    await ui.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await typeAndEnter(ui, '2580');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getSession()).toEqual({ token: 'token-abcdefghijklmnop', userId: 7 });
    expect(getAuthState()).toMatchObject({ status: 'user', user: { first_name: 'Батболд' } });
  });

  it('registers a new phone through phone, code, PIN, e-mail, e-mail code and names with every validation text', async () => {
    const calls: string[] = [];
    server.use(
      phoneCheckHandler(false),
      on('smsSend', ({ ok, params, query }) => {
        calls.push(`sms ${params.phone} ${query.get('vp')}`);
        return ok();
      }),
      on('smsVerify', ({ ok, params }) => {
        calls.push(`verify ${params.code}`);
        return params.code === '4321' ? ok() : fail(422);
      }),
      on('pinSet', ({ ok, params }) => {
        calls.push(`pin ${params.password} ${params.code}`);
        return ok(loginData({ first_name: null, last_name: null, nickname: null }));
      }),
      on('emailSend', ({ ok, request, query }) => {
        calls.push(`email ${query.get('email')}`);
        expect(request.headers.get('authorization')).toBe('Bearer token-abcdefghijklmnop');
        return ok();
      }),
      on('emailVerify', ({ ok, params }) => {
        calls.push(`email-code ${params.code}`);
        return ok({ user: user(), url: '/' });
      }),
      on('registerData', ({ ok, query }) => {
        const q = query;
        calls.push(`names ${q.get('user_id')} ${q.get('lastname')} ${q.get('firstname')}`);
        return ok(user({ first_name: 'Түвшин', last_name: 'Бат' }));
      }),
    );
    const { ui, onClose } = await open();
    await typeAndEnter(ui, '91234567');

    await heading('Утас баталгаажуулах');
    expect(within(dialog()).getByText(/9123 4567/)).toBeTruthy();
    expect(screen.getByText('Алхам 1/5')).toBeTruthy();
    await ui.keyboard('{Enter}');
    expect(await alertText('Код буруу байна!')).toBeTruthy();
    await typeAndEnter(ui, '1111');
    expect(await alertText('Код буруу байна!')).toBeTruthy();
    await ui.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await typeAndEnter(ui, '4321');

    await heading('ПИН код үүсгэх');
    await ui.click(button('Пин илгээх'));
    expect(await alertText('Пин код буруу байна!')).toBeTruthy();
    await ui.click(within(dialog()).getByLabelText('1-р орон'));
    await typeAndEnter(ui, '4826');

    await heading('Имэйл хаяг');
    await ui.click(button('Имэйл илгээх'));
    expect(await alertText('Fail!')).toBeTruthy();
    await ui.type(within(dialog()).getByLabelText('Имэйл'), 'not-an-email{Enter}');
    expect(await alertText('Имэйл буруу байна!')).toBeTruthy();
    await ui.clear(within(dialog()).getByLabelText('Имэйл'));
    await ui.type(within(dialog()).getByLabelText('Имэйл'), 'tuvshin@example.mn{Enter}');

    await heading('Имэйл баталгаажуулах');
    // Back from the e-mail code goes to the PIN; the PIN is already saved, so sending it again moves straight on.
    await ui.click(button('Буцах'));
    await heading('ПИН код үүсгэх');
    await ui.click(button('Пин илгээх'));
    await heading('Имэйл хаяг');
    await ui.click(button('Имэйл илгээх'));
    await heading('Имэйл баталгаажуулах');
    await typeAndEnter(ui, '123456');

    await heading('Хувийн мэдээлэл');
    await ui.click(button('Үргэлжлүүлэх'));
    expect(await alertText('Овогоо оруулна уу!')).toBeTruthy();
    expect(await alertText('Нэрээ оруулна уу!')).toBeTruthy();
    expect(await alertText('Үлчилгээний нөхцөлийг зөвшөөрнө үү!')).toBeTruthy();
    await ui.type(within(dialog()).getByLabelText('Овог'), 'Бат');
    await ui.type(within(dialog()).getByLabelText('Нэр'), 'Түвшин');
    const terms = within(dialog()).getByRole('checkbox');
    expect((terms as HTMLInputElement).checked).toBe(false);
    terms.focus();
    // Enter on the terms box ticks it and submits.
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((terms as HTMLInputElement).checked).toBe(true);

    expect(calls).toEqual([
      'sms 91234567 register',
      'verify 1111',
      'verify 4321',
      'pin 4826 4321',
      'email tuvshin@example.mn',
      'email tuvshin@example.mn',
      'email-code 123456',
      'names 42 Бат Түвшин',
    ]);
    expect(getAuthState()).toMatchObject({ status: 'user', user: { first_name: 'Түвшин' } });
  });

  it('going back from the PIN to the accepted SMS code continues without asking the server again', async () => {
    const calls: string[] = [];
    let verified = false;
    server.use(
      phoneCheckHandler(false),
      on('smsSend', ({ ok }) => ok()),
      // As the server does: a code is verified once; asking again is a wrong code.
      on('smsVerify', ({ ok, params }) => {
        calls.push(`verify ${params.code}`);
        if (verified || params.code !== '4321') return fail(422);
        verified = true;
        return ok();
      }),
      on('pinSet', ({ ok, params }) => {
        calls.push(`pin ${params.password} ${params.code}`);
        return ok(loginData({ first_name: null }));
      }),
    );
    const { ui } = await open();
    await typeAndEnter(ui, '91234567');
    await heading('Утас баталгаажуулах');
    await typeAndEnter(ui, '4321');
    await heading('ПИН код үүсгэх');
    await ui.click(button('Буцах'));

    await heading('Утас баталгаажуулах');
    await ui.click(button('Баталгаажуулах'));
    await heading('ПИН код үүсгэх');
    expect(within(dialog()).queryByText('Код буруу байна!')).toBeNull();
    await typeAndEnter(ui, '4826');
    await heading('Имэйл хаяг');
    expect(calls).toEqual(['verify 4321', 'pin 4826 4321']);
  });

  it('keeps a registration that stopped after its PIN logged in when the dialog closes', async () => {
    server.use(
      on('smsVerify', ({ ok }) => ok()),
      on('pinSet', ({ ok }) => ok(loginData({ first_name: null }))),
      meHandler(user({ first_name: null })),
    );
    const { ui, onClose } = await open('registerPhone');
    await heading('Бүртгүүлэх');
    server.use(
      phoneCheckHandler(false),
      on('smsSend', ({ ok }) => ok()),
    );
    await ui.keyboard('91234567');
    await ui.click(button('Бүртгүүлэх'));
    await heading('Утас баталгаажуулах');
    await typeAndEnter(ui, '4321');
    await heading('ПИН код үүсгэх');
    await typeAndEnter(ui, '4826');
    await heading('Имэйл хаяг');
    expect(getAuthState().status).not.toBe('user');
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(getAuthState().status).toBe('user'));
  });

  it('resets a forgotten PIN through the PIN login, the reset code and a new PIN, then logs in', async () => {
    const calls: string[] = [];
    server.use(
      phoneCheckHandler(true),
      on('forgetPassword', async ({ ok, body }) => {
        calls.push(`forget ${JSON.stringify(await body())}`);
        return ok();
      }),
      on('smsVerify', ({ ok, params, query }) => {
        calls.push(`verify ${params.code} ${query.get('type')}`);
        return ok();
      }),
      on('setPassword', async ({ ok, body }) => {
        const sent = await body();
        calls.push(`set ${sent.password} ${sent.verify_code}`);
        if (sent.password === '1234')
          return fail(422, 'Энэ ПИН код хэт түгээмэл байна. Өөр ПИН код сонгоно уу!');
        return ok(loginData({ first_name: 'Батболд' }));
      }),
    );
    const { ui, onClose } = await open();
    await typeAndEnter(ui, '99119911');
    await heading('ПИН кодоор нэвтрэх');
    await ui.click(button('ПИН СЭРГЭЭХ'));

    await heading('ПИН сэргээх');
    expect(within(dialog()).getByText(/9911 9911/)).toBeTruthy();
    await typeAndEnter(ui, '5555');

    await heading('Шинэ ПИН код');
    await typeAndEnter(ui, '1234');
    expect(await alertText('Энэ ПИН код хэт түгээмэл байна. Өөр ПИН код сонгоно уу!')).toBeTruthy();
    await ui.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await typeAndEnter(ui, '7391');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Амжилттай хадгаллаа')).toBeTruthy();
    expect(calls).toEqual([
      'forget {"phone":"99119911"}',
      'verify 5555 forget',
      'set 1234 5555',
      'set 7391 5555',
    ]);
  });

  it('falls back to the spec defaults when a call fails without a msg', async () => {
    server.use(on('phoneCheck', () => fail(500)));
    const { ui } = await open();
    await typeAndEnter(ui, '91234567');
    expect(await alertText('Алдаа гарлаа байна!')).toBeTruthy();
  });

  it('walks back along the spec targets: 8 → 1, 2 → 1, 6 → 1', async () => {
    server.use(
      phoneCheckHandler((phone) => phone === '99119911'),
      on('smsSend', ({ ok }) => ok()),
    );
    const { ui } = await open();
    await heading('Нэвтрэх');
    expect(within(dialog()).queryByRole('button', { name: 'Буцах' })).toBeNull();
    await ui.click(button('Шинээр бүртгүүлэх'));
    await heading('Бүртгүүлэх');
    await ui.click(button('Буцах'));
    await heading('Нэвтрэх');

    await typeAndEnter(ui, '91234567');
    await heading('Утас баталгаажуулах');
    await ui.click(button('Буцах'));
    await heading('Нэвтрэх');

    await ui.click(within(dialog()).getByLabelText('1-р орон'));
    await ui.keyboard('{Backspace}');
    await ui.keyboard('99119911{Enter}');
    await heading('ПИН кодоор нэвтрэх');
    await ui.click(button('Буцах'));
    await heading('Нэвтрэх');
  });

  it('closes with its button and with Escape', async () => {
    const { ui, onClose } = await open();
    await ui.click(button('Хаах'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await ui.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
