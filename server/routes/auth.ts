import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { authMessages } from '../../contract/endpoints/auth';
import { spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { findUserByPhone } from '../domain/account-user';
import { assertPinNotCommon, codePurpose, logIn, sendSmsCode } from '../domain/auth-flows';
import { revokeOtherSessions, revokePresentedToken } from '../domain/auth-session';
import { consumeCode, SMS_PURPOSES, verifyCode } from '../domain/otp';
import { hashPin, verifyPin } from '../domain/pin-hash';
import {
  pinAttemptSucceeded,
  reservePinAttempt,
  reserveSprayAttempt,
  sprayAttemptSucceeded,
} from '../domain/throttle';
import { clientIpFromEnv } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { bodyOf, paramsOf, queryOf } from '../http/parse-input';
import { ok } from '../http/respond';
import { createSmsProvider } from '../providers/sms/create-sms-provider';

let dummyHash: string | undefined;
/** Checked against for unknown phones, so a login costs the same scrypt time either way. */
const timingDummy = () => (dummyHash ??= hashPin('0000'));

/**
 * SPEC.md §4 registration wizard and login: phone check, SMS code send and verify, first PIN,
 * login, logout, PIN reset. Texts and throttles: DESIGN.md "Where we go past the spec".
 */
export function authRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const sms = createSmsProvider(deps);
  const clientIp = clientIpFromEnv();
  const app = new Hono();

  app.get(paths.phoneCheck.path, async (c) => {
    const { phone } = paramsOf(c, schemas.phoneCheck.params);
    queryOf(c, schemas.phoneCheck.query);
    const user = await findUserByPhone(db, phone);
    return ok(c, { exists: Boolean(user?.pin_hash) });
  });

  app.get(paths.smsSend.path, async (c) => {
    const { phone } = paramsOf(c, schemas.smsSend.params);
    const { vp } = queryOf(c, schemas.smsSend.query);
    await sendSmsCode(deps, sms, phone, codePurpose(vp));
    return c.json({ status: true });
  });

  app.post(paths.resendSms.path, async (c) => {
    const { phone, type } = await bodyOf(c, schemas.resendSms.body);
    await sendSmsCode(deps, sms, phone, codePurpose(type));
    return c.json({ status: true });
  });

  app.post(paths.forgetPassword.path, async (c) => {
    const { phone } = await bodyOf(c, schemas.forgetPassword.body);
    await sendSmsCode(deps, sms, phone, 'reset');
    return c.json({ status: true });
  });

  app.get(paths.smsVerify.path, async (c) => {
    const { phone, code } = paramsOf(c, schemas.smsVerify.params);
    const { type } = queryOf(c, schemas.smsVerify.query);
    await verifyCode(deps, phone, [codePurpose(type)], code);
    return c.json({ status: true });
  });

  app.post(paths.verifyPhone.path, async (c) => {
    const { phone, verify_code } = await bodyOf(c, schemas.verifyPhone.body);
    await verifyCode(deps, phone, SMS_PURPOSES, verify_code);
    return c.json({ status: true });
  });

  app.get(paths.pinSet.path, async (c) => {
    const { phone, password, code } = paramsOf(c, schemas.pinSet.params);
    // Checked before the code is used up, so the person can pick another PIN with the same code.
    assertPinNotCommon(password);
    if ((await findUserByPhone(db, phone))?.pin_hash) {
      throw new HttpError(409, authMessages.phoneTaken);
    }
    await consumeCode(deps, { phone, purpose: 'register' }, code);
    const nowIso = new Date(deps.clock.now()).toISOString();
    const pin_hash = hashPin(password);
    const user = await db
      .insertInto('users')
      .values({ phone, pin_hash, created_at: nowIso, updated_at: nowIso })
      .onConflict((oc) =>
        oc
          .column('phone')
          .doUpdateSet({ pin_hash, updated_at: nowIso })
          .where('users.pin_hash', 'is', null),
      )
      .returningAll()
      .executeTakeFirst();
    if (!user) throw new HttpError(409, authMessages.phoneTaken);
    return ok(c, await logIn(deps, user));
  });

  app.post(paths.login.path, async (c) => {
    const { phone, password } = await bodyOf(c, schemas.login.body);
    const ip = clientIp(c);
    await reserveSprayAttempt(deps, ip, phone);
    await reservePinAttempt(deps, phone);
    const user = await findUserByPhone(db, phone);
    const pinOk = verifyPin(password, user?.pin_hash ?? timingDummy());
    if (!user?.pin_hash || !pinOk) throw new HttpError(401, spec.wrongPin);
    await pinAttemptSucceeded(deps, phone);
    await sprayAttemptSucceeded(deps, ip, phone);
    return ok(c, await logIn(deps, user));
  });

  app.post(paths.setPassword.path, async (c) => {
    const { phone, password, verify_code } = await bodyOf(c, schemas.setPassword.body);
    const user = await findUserByPhone(db, phone);
    if (!user) throw new HttpError(404, authMessages.phoneUnknown);
    assertPinNotCommon(password);
    await consumeCode(deps, { phone, purpose: 'reset' }, verify_code);
    const nowIso = new Date(deps.clock.now()).toISOString();
    const updated = await db
      .updateTable('users')
      .set({ pin_hash: hashPin(password), updated_at: nowIso })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Proving the phone again lifts a PIN lock, and whoever knew the old PIN is logged out.
    await pinAttemptSucceeded(deps, phone);
    await revokeOtherSessions(deps, user.id, null);
    return ok(c, await logIn(deps, updated));
  });

  app.post(paths.logout.path, async (c) => {
    await revokePresentedToken(c, deps);
    return c.json({ status: true });
  });

  return app;
}
