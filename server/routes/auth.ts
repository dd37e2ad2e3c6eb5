import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { authMessages } from '../../contract/endpoints/auth';
import { spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { claimPhone, findUserByPhone, setPinHash } from '../domain/account-user';
import { assertLoginRoom, countLogin, spendPhoneCheck } from '../domain/account-limits';
import { assertPinNotCommon, codePurpose, logIn, sendSmsCode } from '../domain/auth-flows';
import { revokeOtherSessions, revokeSession } from '../domain/auth-session';
import { consumeCode, SMS_PURPOSES, verifyCode } from '../domain/otp';
import { hashPin, verifyPin } from '../domain/pin-hash';
import {
  pinAttemptSucceeded,
  reservePinAttempt,
  reserveSprayAttempt,
  sprayAttemptSucceeded,
} from '../domain/throttle';
import { smsBudgets } from '../domain/sms-budgets';
import { presentedDevice, rememberDeviceCookie } from '../http/device-cookie';
import { clientIpResolver } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { presentedToken } from '../http/request-user';
import { bodyOf, paramsOf, queryOf } from '../http/parse-input';
import { ok } from '../http/respond';
import { sameSiteOnly } from '../http/same-site-only';
import type { SmsSendQueue } from '../providers/sms/sms-send-queue';

let dummyHash: Promise<string> | undefined;
/** Checked against for unknown phones, so a login costs the same scrypt time either way. */
const timingDummy = () => (dummyHash ??= hashPin('0000'));

/** Every call that texts, checks a code or a PIN, or ends a session: a page elsewhere may not. */
const SAME_SITE_PATHS = [
  paths.phoneCheck,
  paths.smsSend,
  paths.resendSms,
  paths.forgetPassword,
  paths.smsVerify,
  paths.verifyPhone,
  paths.pinSet,
  paths.login,
  paths.setPassword,
  paths.logout,
] as const;

/**
 * docs/product.md §4 registration wizard and login: phone check, SMS code send and verify, first PIN,
 * login, logout, PIN reset. Texts and throttles: docs/architecture.md "Where we go past the spec".
 * `smsQueue` is the process's (routes/index.ts), shared with the sandbox message log.
 */
export function authRoutes(deps: AppDeps, smsQueue: SmsSendQueue): Hono {
  const { db } = deps;
  const outgoing = { spendSms: smsBudgets(deps), queue: smsQueue };
  const clientIp = clientIpResolver(deps.config.proxy);
  const app = new Hono();
  // Per path, not '*': a sub-app's '*' middleware would run for every route of the whole app.
  for (const { path } of SAME_SITE_PATHS) app.use(path, sameSiteOnly());

  app.get(paths.phoneCheck.path, async (c) => {
    const { phone } = paramsOf(c, schemas.phoneCheck.params);
    queryOf(c, schemas.phoneCheck.query);
    // The dialog needs this answer (step 1 goes on to the PIN or to registering), so it stays;
    // what is limited is how many phones one address may look up.
    await spendPhoneCheck(deps, clientIp(c));
    const user = await findUserByPhone(db, phone);
    return ok(c, { exists: Boolean(user?.pin_hash) });
  });

  app.get(paths.smsSend.path, async (c) => {
    const { phone } = paramsOf(c, schemas.smsSend.params);
    const { vp } = queryOf(c, schemas.smsSend.query);
    await sendSmsCode(deps, outgoing, { phone, purpose: codePurpose(vp), ip: clientIp(c) });
    return c.json({ status: true });
  });

  app.post(paths.resendSms.path, async (c) => {
    const { phone, type } = await bodyOf(c, schemas.resendSms.body);
    await sendSmsCode(deps, outgoing, { phone, purpose: codePurpose(type), ip: clientIp(c) });
    return c.json({ status: true });
  });

  app.post(paths.forgetPassword.path, async (c) => {
    const { phone } = await bodyOf(c, schemas.forgetPassword.body);
    await sendSmsCode(deps, outgoing, { phone, purpose: 'reset', ip: clientIp(c) });
    return c.json({ status: true });
  });

  app.get(paths.smsVerify.path, async (c) => {
    const { phone, code } = paramsOf(c, schemas.smsVerify.params);
    const { type } = queryOf(c, schemas.smsVerify.query);
    await verifyCode(deps, phone, [codePurpose(type)], code, clientIp(c));
    return c.json({ status: true });
  });

  app.post(paths.verifyPhone.path, async (c) => {
    const { phone, verify_code } = await bodyOf(c, schemas.verifyPhone.body);
    await verifyCode(deps, phone, SMS_PURPOSES, verify_code, clientIp(c));
    return c.json({ status: true });
  });

  app.get(paths.pinSet.path, async (c) => {
    const { phone, password, code } = paramsOf(c, schemas.pinSet.params);
    // Checked before the code is used up, so the person can pick another PIN with the same code.
    assertPinNotCommon(password);
    // The code first: only someone holding this phone's register code learns that it is taken.
    await consumeCode(deps, { phone, purpose: 'register' }, code, clientIp(c));
    const nowIso = new Date(deps.clock.now()).toISOString();
    const user = await claimPhone(db, phone, await hashPin(password), nowIso);
    if (!user) throw new HttpError(409, authMessages.phoneTaken);
    await rememberDeviceCookie(c, deps, user, null);
    return ok(c, await logIn(deps, user));
  });

  app.post(paths.login.path, async (c) => {
    const { phone, password } = await bodyOf(c, schemas.login.body);
    const user = await findUserByPhone(db, phone);
    // A device this user signed in on before skips the per-IP limits (decision 011): its address
    // may be a carrier NAT. It keeps its own PIN lock (decision 037), so strangers' guesses at the
    // phone do not lock it; the phone's login limit still holds for it.
    const device = await presentedDevice(c, deps, phone, user?.pin_hash ? user.id : undefined);
    const ip = device === null ? clientIp(c) : null;
    await assertLoginRoom(deps, phone, ip);
    if (ip !== null) await reserveSprayAttempt(deps, ip, phone);
    await reservePinAttempt(deps, phone, device);
    const pinOk = await verifyPin(password, user?.pin_hash ?? (await timingDummy()));
    if (!user?.pin_hash || !pinOk) throw new HttpError(401, spec.wrongPin);
    await pinAttemptSucceeded(deps, phone, device);
    if (ip !== null) await sprayAttemptSucceeded(deps, ip, phone);
    await countLogin(deps, phone, ip);
    await rememberDeviceCookie(c, deps, user, device);
    return ok(c, await logIn(deps, user));
  });

  app.post(paths.setPassword.path, async (c) => {
    const { phone, password, verify_code } = await bodyOf(c, schemas.setPassword.body);
    assertPinNotCommon(password);
    // The code first, so an unknown phone answers like a known one with a wrong code: a reset
    // code is only ever sent to a known phone.
    await consumeCode(deps, { phone, purpose: 'reset' }, verify_code, clientIp(c));
    const user = await findUserByPhone(db, phone);
    if (!user) throw new HttpError(422, spec.wrongCode);
    const nowIso = new Date(deps.clock.now()).toISOString();
    const updated = await setPinHash(db, user.id, await hashPin(password), nowIso);
    // Proving the phone again lifts a PIN lock, and whoever knew the old PIN is logged out.
    await pinAttemptSucceeded(deps, phone);
    await revokeOtherSessions(deps, user.id, null);
    await rememberDeviceCookie(c, deps, updated, null);
    return ok(c, await logIn(deps, updated));
  });

  app.post(paths.logout.path, async (c) => {
    await revokeSession(deps, presentedToken(c));
    return c.json({ status: true });
  });

  return app;
}
