import './auth-test-env';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@contract/paths';
import { ToastRegion } from '@/app/toasts/toast-region';
import LoginDialog from '@/features/auth/login/login-dialog';
import type { Step } from '@/features/auth/login/login-machine';
import { getAuthState, resetAuthForTests } from '@/app/session';
import { clearSession, getSession } from '@/lib/session-storage';
import { loginData, user } from './auth-fixtures';
import { server } from './msw-server';
import { renderWithQuery } from './render';

const ok = (data?: unknown) => HttpResponse.json({ status: true, data });
const fail = (status: number, msg?: string) =>
  HttpResponse.json(msg === undefined ? { status: false } : { status: false, msg }, { status });

function open(startStep: Step = 'phone') {
  const onClose = vi.fn();
  const ui = userEvent.setup();
  renderWithQuery(
    <>
      <LoginDialog isOpen startStep={startStep} onClose={onClose} />
      <ToastRegion />
    </>,
  );
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
    const { ui } = open();
    await heading('Нэвтрэх');
    await ui.keyboard('9911');
    await ui.keyboard('{Enter}');
    expect(await alertText('Утасны дугаараа зөв орууна уу!')).toBeTruthy();
  });

  it('logs an existing phone in with its PIN, showing the server msg or the default', async () => {
    let tries = 0;
    server.use(
      http.get(paths.phoneCheck.path, () => ok({ exists: true })),
      http.post(paths.login.path, async ({ request }) => {
        const body = (await request.json()) as { phone: string; password: string };
        tries += 1;
        if (tries === 1) return fail(401);
        if (tries === 2)
          return fail(429, 'Хэт олон оролдлого хийлээ. Түр хүлээгээд дахин оролдоно уу!');
        expect(body).toEqual({ phone: '99119911', password: '2580' });
        return ok(loginData({ id: 7, first_name: 'Батболд', phone: '99119911' }));
      }),
    );
    const { ui, onClose } = open();
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
      http.get(paths.phoneCheck.path, () => ok({ exists: false })),
      http.get(paths.smsSend.path, ({ request, params }) => {
        calls.push(`sms ${params.phone} ${new URL(request.url).searchParams.get('vp')}`);
        return ok();
      }),
      http.get(paths.smsVerify.path, ({ params }) => {
        calls.push(`verify ${params.code}`);
        return params.code === '4321' ? ok() : fail(422);
      }),
      http.get(paths.pinSet.path, ({ params }) => {
        calls.push(`pin ${params.password} ${params.code}`);
        return ok(loginData({ first_name: null, last_name: null, nickname: null }));
      }),
      http.get(paths.emailSend.path, ({ request }) => {
        calls.push(`email ${new URL(request.url).searchParams.get('email')}`);
        expect(request.headers.get('authorization')).toBe('Bearer token-abcdefghijklmnop');
        return ok();
      }),
      http.post(paths.emailVerify.path, ({ params }) => {
        calls.push(`email-code ${params.code}`);
        return ok({ user: user(), url: '/' });
      }),
      http.get(paths.registerData.path, ({ request }) => {
        const q = new URL(request.url).searchParams;
        calls.push(`names ${q.get('user_id')} ${q.get('lastname')} ${q.get('firstname')}`);
        return ok(user({ first_name: 'Түвшин', last_name: 'Бат' }));
      }),
    );
    const { ui, onClose } = open();
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
      http.get(paths.phoneCheck.path, () => ok({ exists: false })),
      http.get(paths.smsSend.path, () => ok()),
      // As the server does: a code is verified once; asking again is a wrong code.
      http.get(paths.smsVerify.path, ({ params }) => {
        calls.push(`verify ${params.code}`);
        if (verified || params.code !== '4321') return fail(422);
        verified = true;
        return ok();
      }),
      http.get(paths.pinSet.path, ({ params }) => {
        calls.push(`pin ${params.password} ${params.code}`);
        return ok(loginData({ first_name: null }));
      }),
    );
    const { ui } = open();
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
      http.get(paths.smsVerify.path, () => ok()),
      http.get(paths.pinSet.path, () => ok(loginData({ first_name: null }))),
      http.get(paths.me.path, () => ok(user({ first_name: null }))),
    );
    const { ui, onClose } = open('registerPhone');
    await heading('Бүртгүүлэх');
    server.use(
      http.get(paths.phoneCheck.path, () => ok({ exists: false })),
      http.get(paths.smsSend.path, () => ok()),
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
      http.get(paths.phoneCheck.path, () => ok({ exists: true })),
      http.post(paths.forgetPassword.path, async ({ request }) => {
        calls.push(`forget ${JSON.stringify(await request.json())}`);
        return ok();
      }),
      http.get(paths.smsVerify.path, ({ request, params }) => {
        calls.push(`verify ${params.code} ${new URL(request.url).searchParams.get('type')}`);
        return ok();
      }),
      http.post(paths.setPassword.path, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        calls.push(`set ${body.password} ${body.verify_code}`);
        if (body.password === '1234')
          return fail(422, 'Энэ ПИН код хэт түгээмэл байна. Өөр ПИН код сонгоно уу!');
        return ok(loginData({ first_name: 'Батболд' }));
      }),
    );
    const { ui, onClose } = open();
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
    server.use(http.get(paths.phoneCheck.path, () => fail(500)));
    const { ui } = open();
    await typeAndEnter(ui, '91234567');
    expect(await alertText('Алдаа гарлаа байна!')).toBeTruthy();
  });

  it('walks back along the spec targets: 8 → 1, 2 → 1, 6 → 1', async () => {
    server.use(
      http.get(paths.phoneCheck.path, ({ params }) => ok({ exists: params.phone === '99119911' })),
      http.get(paths.smsSend.path, () => ok()),
    );
    const { ui } = open();
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
    const { ui, onClose } = open();
    await ui.click(button('Хаах'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await ui.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
