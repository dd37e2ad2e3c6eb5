import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../contract/endpoints/auth';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { hashToken } from '../../server/domain/auth-token';
import {
  callEndpoint,
  emailCodeFor,
  freshPhone,
  login,
  registerUser,
  sendRegisterSms,
  smsCodeFor,
} from './auth-helpers';
import { expectData, expectError, expectResponse } from './contract-check';
import { createSignedInUser } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { PRODUCTION_WITH_SANDBOXES } from './production-env';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
  0x89, 0x00, 0x00, 0x00, 0x0a, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00,
  0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae,
  0x42, 0x60, 0x82,
]);

function upload(token: string | undefined, file: Blob, name: string) {
  const form = new FormData();
  form.append('file', file, name);
  return t.app.request('/lambda/krud/upload', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('registration wizard (docs/product.md §4), end to end through the sandbox message log', () => {
  const phone = freshPhone();
  const email = 'bold@example.mn';
  let token = '';
  let id = 0;

  it('step 1: a new phone does not exist yet; a malformed one gets the §5 text', async () => {
    const res = await callEndpoint(t, 'phoneCheck', { phone }, { query: { type: 'check' } });
    expect(expectData('phoneCheck', res)).toEqual({ exists: false });
    expectError(await callEndpoint(t, 'phoneCheck', { phone: '1234' }), 400, spec.phoneInvalid);
    expectError(await callEndpoint(t, 'phoneCheck', { phone: '9911991a' }), 400, spec.phoneInvalid);
  });

  it('step 2: the register SMS lands in the sandbox message log with a 4-digit code', async () => {
    expectResponse('smsSend', await sendRegisterSms(t, phone));
    const message = expectData('devSms', await callEndpoint(t, 'devSms', { phone }));
    expect(message.phone).toBe(phone);
    expect(message.code).toMatch(/^\d{4}$/);
    expect(message.body).toContain(message.code);
    const row = await t.db
      .selectFrom('codes')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(message.code);
  });

  it('step 2→3: a wrong code is refused, the right one verifies', async () => {
    const code = await smsCodeFor(t, phone);
    const wrong = code === '0000' ? '0001' : '0000';
    expectError(
      await callEndpoint(t, 'smsVerify', { phone, code: wrong }, { query: { type: 'register' } }),
      422,
      spec.wrongCode,
    );
    const ok = await callEndpoint(t, 'smsVerify', { phone, code }, { query: { type: 'register' } });
    expect(expectResponse('smsVerify', ok).status).toBe(true);
  });

  it('step 3: a common PIN is refused without spending the code; a good one logs in', async () => {
    const code = await smsCodeFor(t, phone);
    expectError(
      await callEndpoint(t, 'pinSet', { phone, password: '1234', code }),
      422,
      authMessages.commonPin,
    );
    const data = expectData(
      'pinSet',
      await callEndpoint(t, 'pinSet', { phone, password: '4096', code }),
    );
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user.phone).toBe(phone);
    token = data.access_token;
    id = data.id;
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.pin_hash).toMatch(/^scrypt\$/);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(session.expires_at) - t.clock.now()).toBe(30 * 24 * 3600 * 1000);
    // The phone now exists, and cannot be registered again: a register send answers like any
    // other but texts nothing (decision 010), and the spent code sets nothing.
    const check = await callEndpoint(t, 'phoneCheck', { phone }, { query: { type: 'check' } });
    expect(expectData('phoneCheck', check)).toEqual({ exists: true });
    const texted = await t.db.selectFrom('sandbox_messages').select('id').execute();
    expectResponse('smsSend', await sendRegisterSms(t, phone));
    // A text would be queued after the answer (decision 037): wait for the queue before counting.
    await t.settled();
    expect(await t.db.selectFrom('sandbox_messages').select('id').execute()).toHaveLength(
      texted.length,
    );
    expectError(
      await callEndpoint(t, 'pinSet', { phone, password: '4097', code }),
      422,
      spec.wrongCode,
    );
  });

  it('steps 4-5: e-mail code sent (empty e-mail is "Fail!") and verified', async () => {
    expectError(
      await callEndpoint(t, 'emailSend', {}, { token, query: { email: '', phone } }),
      400,
      spec.emailEmpty,
    );
    expectError(
      await callEndpoint(t, 'emailSend', {}, { token, query: { email: 'not-an-email', phone } }),
      400,
      spec.wrongEmail,
    );
    expectError(
      await callEndpoint(t, 'emailSend', {}, { query: { email, phone } }),
      401,
      extra.unauthorized,
    );
    expectResponse(
      'emailSend',
      await callEndpoint(t, 'emailSend', {}, { token, query: { email, phone } }),
    );
    const code = await emailCodeFor(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '000001' : '000000';
    expectError(
      await callEndpoint(t, 'emailVerify', { phone, email, code: wrong }, { token }),
      422,
      spec.wrongCode,
    );
    const data = expectData(
      'emailVerify',
      await callEndpoint(t, 'emailVerify', { phone, email, code }, { token }),
    );
    expect(data.user.email).toBe(email);
    expect(typeof data.url).toBe('string');
    // Single use.
    expectError(
      await callEndpoint(t, 'emailVerify', { phone, email, code }, { token }),
      422,
      spec.wrongCode,
    );
  });

  it('step 7: names (and terms) saved; missing names get the §5 texts', async () => {
    expectError(
      await callEndpoint(
        t,
        'registerData',
        {},
        { token, query: { user_id: id, lastname: '', firstname: 'Болд' } },
      ),
      400,
      spec.lastNameRequired,
    );
    expectError(
      await callEndpoint(
        t,
        'registerData',
        {},
        { token, query: { user_id: id, lastname: 'Дорж', firstname: ' ' } },
      ),
      400,
      spec.firstNameRequired,
    );
    expectError(
      await callEndpoint(
        t,
        'registerData',
        {},
        { token, query: { user_id: id, lastname: 'Дорж' } },
      ),
      400,
      spec.firstNameRequired,
    );
    const user = expectData(
      'registerData',
      await callEndpoint(
        t,
        'registerData',
        {},
        { token, query: { user_id: id, lastname: 'Дорж', firstname: 'Болд' } },
      ),
    );
    expect(user).toMatchObject({ first_name: 'Болд', last_name: 'Дорж', nickname: 'Болд' });
    const row = await t.db
      .selectFrom('users')
      .select('terms_accepted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.terms_accepted_at).not.toBeNull();
  });

  it('me answers the docs/product.md §3 user; logout kills the token; login gives a new one', async () => {
    const me = expectData('me', await callEndpoint(t, 'me', { userId: id }, { token }));
    expect(me).toMatchObject({ id, phone, email, first_name: 'Болд', days: 0 });
    expect(me).not.toHaveProperty('pin_hash');

    expectResponse('logout', await callEndpoint(t, 'logout', {}, { token }));
    expectError(await callEndpoint(t, 'me', { userId: id }, { token }), 401, extra.unauthorized);
    expectError(await callEndpoint(t, 'logout', {}, { token }), 401, extra.unauthorized);

    expectError(await login(t, phone, '4097'), 401, spec.wrongPin);
    const data = expectData('login', await login(t, phone, '4096'));
    expect(data.id).toBe(id);
    expect(data.access_token).not.toBe(token);
    token = data.access_token;
    expectData('me', await callEndpoint(t, 'me', { userId: id }, { token }));
  });

  it('an unknown phone fails login exactly like a wrong PIN', async () => {
    expectError(await login(t, freshPhone(), '4096'), 401, spec.wrongPin);
  });
});

describe('PIN reset (forget → verify → set-password)', () => {
  it('sets a new PIN with the reset code, ends old sessions and logs in', async () => {
    const phone = freshPhone();
    const { access_token: oldToken, id } = await registerUser(t, phone, '5172');
    // An unknown phone answers the same and is texted nothing (decision 010).
    const stranger = freshPhone();
    expectResponse(
      'forgetPassword',
      await callEndpoint(t, 'forgetPassword', {}, { body: { phone: stranger } }),
    );
    expect((await callEndpoint(t, 'devSms', { phone: stranger })).status).toBe(404);
    expectResponse(
      'forgetPassword',
      await callEndpoint(t, 'forgetPassword', {}, { body: { phone } }),
    );
    const code = await smsCodeFor(t, phone);
    expectResponse(
      'verifyPhone',
      await callEndpoint(t, 'verifyPhone', {}, { body: { phone, verify_code: code } }),
    );
    expectError(
      await callEndpoint(
        t,
        'setPassword',
        {},
        { body: { phone, password: '0000', verify_code: code } },
      ),
      422,
      authMessages.commonPin,
    );
    const other = code === '0000' ? '0001' : '0000';
    const body = { phone, password: '6283', verify_code: code };
    const data = expectData('setPassword', await callEndpoint(t, 'setPassword', {}, { body }));
    expect(data.id).toBe(id);
    expectError(
      await callEndpoint(t, 'me', { userId: id }, { token: oldToken }),
      401,
      extra.unauthorized,
    );
    expectError(await login(t, phone, '5172'), 401, spec.wrongPin);
    expectData('login', await login(t, phone, '6283'));
    // The code is spent.
    expectError(
      await callEndpoint(t, 'setPassword', {}, { body: { ...body, password: '6284' } }),
      422,
      spec.wrongCode,
    );
    expectError(
      await callEndpoint(t, 'setPassword', {}, { body: { ...body, verify_code: other } }),
      422,
      spec.wrongCode,
    );
  });

  it('works with resend-sms and ?type=forget verification too', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5173');
    expectResponse(
      'resendSms',
      await callEndpoint(t, 'resendSms', {}, { body: { phone, type: 'forget' } }),
    );
    const code = await smsCodeFor(t, phone);
    expectResponse(
      'smsVerify',
      await callEndpoint(t, 'smsVerify', { phone, code }, { query: { type: 'forget' } }),
    );
    const body = { phone, password: '6285', verify_code: code };
    expectData('setPassword', await callEndpoint(t, 'setPassword', {}, { body }));
  });
});

describe('profile', () => {
  let token: string;
  let id: number;
  beforeAll(async () => {
    ({ id, token } = await createSignedInUser(t));
  });
  const update = (body: Record<string, unknown>) =>
    callEndpoint(t, 'profileUpdate', {}, { token, body: { user_id: id, ...body } });

  it('saves names, e-mail, gender and avatar (no 3-5 char limit)', async () => {
    const user = expectData(
      'profileUpdate',
      await update({
        last_name: 'Ганбаатарын',
        first_name: 'Сарнайцэцэг',
        email: 'sarnai@example.mn',
        gender: 2,
        avatar: '/uploads/avatars/abc.png',
      }),
    );
    expect(user).toMatchObject({
      last_name: 'Ганбаатарын',
      first_name: 'Сарнайцэцэг',
      email: 'sarnai@example.mn',
      gender: 2,
      avatar: '/uploads/avatars/abc.png',
    });
  });

  it('answers the §5 texts and refuses foreign avatars and a phone change', async () => {
    expectError(await update({ last_name: '', first_name: '' }), 400, spec.profileIncomplete);
    expectError(await update({ last_name: ' ', first_name: null }), 400, spec.profileIncomplete);
    expectError(await update({ last_name: 'Г', first_name: '' }), 400, spec.firstNameRequired);
    expectError(
      await update({ last_name: 'Г', first_name: 'С', email: 'x@' }),
      400,
      spec.wrongEmail,
    );
    expectError(
      await update({ last_name: 'Г', first_name: 'С', avatar: 'javascript:alert(1)' }),
      400,
      authMessages.avatarInvalid,
    );
    expectError(
      await update({ last_name: 'Г', first_name: 'С', phone: '80000000' }),
      422,
      authMessages.phoneChangeNotAllowed,
    );
    expectError(
      await callEndpoint(
        t,
        'profileUpdate',
        {},
        { body: { user_id: id, last_name: 'a', first_name: 'b' } },
      ),
      401,
      extra.unauthorized,
    );
    expectError(
      await update({ user_id: id + 1, last_name: 'a', first_name: 'b' }),
      403,
      extra.forbidden,
    );
  });

  it('garbage bodies are 400, never 500', async () => {
    const raw = await t.app.request('/api/profile/full-update', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"user_id":',
    });
    expect(raw.status).toBe(400);
    expectError(await update({ last_name: ['x'], first_name: {} }), 400, extra.badRequest);
    const login400 = await callEndpoint(t, 'login', {}, { body: 'just a string' });
    expect(login400.status).toBe(400);
  });
});

describe('change PIN', () => {
  it('checks the old PIN, the repeat and the blocklist, then saves', async () => {
    const phone = freshPhone();
    const { access_token: token, id } = await registerUser(t, phone, '5274');
    const other = (await login(t, phone, '5274')).json as { data: { access_token: string } };
    const change = (body: Record<string, string>) =>
      callEndpoint(t, 'changePin', { userId: id }, { token, body });

    expectError(
      await change({ old_pin: '5274', new_pin: '8361', repeat_pin: '8362' }),
      400,
      spec.pinMismatch,
    );
    expectError(
      await change({ old_pin: '5275', new_pin: '8361', repeat_pin: '8361' }),
      422,
      spec.wrongPin,
    );
    expectError(
      await change({ old_pin: '5274', new_pin: '1111', repeat_pin: '1111' }),
      422,
      authMessages.commonPin,
    );
    const res = await change({ old_pin: '5274', new_pin: '8361', repeat_pin: '8361' });
    expect(expectResponse('changePin', res)).toEqual({ status: true, msg: spec.pinSaved });
    expectError(await login(t, phone, '5274'), 401, spec.wrongPin);
    expectData('login', await login(t, phone, '8361'));
    // The changing session lives on; the other one is ended.
    expectData('me', await callEndpoint(t, 'me', { userId: id }, { token }));
    expectError(
      await callEndpoint(t, 'me', { userId: id }, { token: other.data.access_token }),
      401,
      extra.unauthorized,
    );
  });
});

describe('avatar upload', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await createSignedInUser(t));
  });

  it('stores a real PNG, re-encoded as WebP, and serves it back', async () => {
    const res = await upload(token, new Blob([PNG], { type: 'image/png' }), 'me.png');
    expect(res.status).toBe(200);
    const { data } = expectResponse('upload', { status: res.status, json: await res.json() });
    expect(data?.url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.request(data!.url);
    expect(served.status).toBe(200);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(new TextDecoder('latin1').decode(bytes.slice(8, 12))).toBe('WEBP');
  });

  it('refuses a text file named .png, even sent as image/png', async () => {
    const res = await upload(
      token,
      new Blob(['hello, not an image'], { type: 'image/png' }),
      'x.png',
    );
    expectError({ status: res.status, json: await res.json() }, 400, authMessages.fileNotImage);
  });

  it('refuses more than 2 MB', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(token, new Blob([big], { type: 'image/png' }), 'big.png');
    expectError({ status: res.status, json: await res.json() }, 413, authMessages.fileTooLarge);
  });

  it('needs a login and a file', async () => {
    const anon = await upload(undefined, new Blob([PNG]), 'me.png');
    expectError({ status: anon.status, json: await anon.json() }, 401, extra.unauthorized);
    const empty = await t.app.request('/lambda/krud/upload', {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${token}` },
    });
    expectError({ status: empty.status, json: await empty.json() }, 400, authMessages.fileMissing);
  });
});

describe('sandbox message log (dev routes)', () => {
  it('answers 404 for a phone nobody texted', async () => {
    const res = await call(t.app, 'GET', `/__dev/sms/${freshPhone()}`);
    expect(res.status).toBe(404);
  });

  it('is not there in production', async () => {
    const prod = await createTestApp(PRODUCTION_WITH_SANDBOXES);
    try {
      const phone = freshPhone();
      expect((await sendRegisterSms(prod, phone)).status).toBe(200);
      const res = await call(prod.app, 'GET', `/__dev/sms/${phone}`);
      expect(res.json).not.toMatchObject({ status: true });
    } finally {
      await prod.close();
    }
  });
});

describe('no input makes a 500', () => {
  const junkSegments = ['%', '%E0%A4%A', 'x'.repeat(3000), '-1', '1e999', 'null', 'ﾟ', '..%2F..'];
  const junkBodies: (string | undefined)[] = [
    undefined,
    '',
    'null',
    '[]',
    '"x"',
    '{"phone":12345678,"password":1234}',
    '{"phone":"99119911","password":"12345","__proto__":{"x":1}}',
    '{"user_id":1e309,"last_name":"a","first_name":"b"}',
    '{',
  ];
  const names = [
    'smsSend', 'phoneCheck', 'smsVerify', 'verifyPhone', 'pinSet', 'emailSend', 'emailVerify',
    'login', 'me', 'registerData', 'profileUpdate', 'forgetPassword', 'resendSms', 'setPassword',
    'upload', 'logout', 'changePin', 'devSms',
  ] as const; // prettier-ignore

  it.each(names)('%s', async (name) => {
    const route = paths[name];
    const { token } = await createSignedInUser(t);
    for (const segment of junkSegments) {
      const url = route.path.replace(/:[A-Za-z]+/g, segment);
      for (const body of route.method === 'GET' ? [undefined] : junkBodies) {
        for (const auth of [undefined, token]) {
          const res = await t.app.request(`${url}?email=${segment}&user_id=${segment}`, {
            method: route.method,
            headers: {
              'content-type': 'application/json',
              ...(auth ? { authorization: `Bearer ${auth}` } : {}),
            },
            body,
          });
          expect(res.status, `${route.method} ${url.slice(0, 80)} ${body}`).toBeLessThan(500);
        }
      }
    }
  });
});
