import { Hono } from 'hono';
import type { Context } from 'hono';
import { schemas } from '../../contract/endpoints';
import { authMessages } from '../../contract/endpoints/auth';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import type { UserUpdate } from '../db/schema';
import { avatarPath, loadUser, setPinHash, toUser, updateUser } from '../domain/account-user';
import { assertPinNotCommon } from '../domain/auth-flows';
import { revokeOtherSessions } from '../domain/auth-session';
import { assertUserParam, currentUserId, presentedToken } from '../http/request-user';
import { spendEmailCode } from '../domain/account-limits';
import { consumeCode, issueCode, retireCode } from '../domain/otp';
import { hashPin, verifyPin } from '../domain/pin-hash';
import { deleteAvatarIfUnused } from '../domain/upload-files';
import { pinAttemptSucceeded, reservePinAttempt } from '../domain/throttle';
import { clientIpResolver } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { bodyOf, paramsOf, queryOf } from '../http/parse-input';
import { ok } from '../http/respond';
import type { EmailProvider } from '../providers/email/email-provider';

/** Where the dialog goes once the e-mail is verified (docs/product.md §7 data.url). */
const AFTER_EMAIL_URL = '/';

/** The token's user, or 401. */
async function requireUser(c: Context, deps: AppDeps): Promise<number> {
  const userId = await currentUserId(c, deps);
  if (userId === null) throw new HttpError(401, extra.unauthorized);
  return userId;
}

/** A user id in a body or query is held to the same rule as `:userId` in a path. */
function assertSameUser(tokenUser: number, claimed: number): void {
  if (claimed !== tokenUser) throw new HttpError(403, extra.forbidden);
}

/**
 * The logged-in side of docs/product.md §7 "Authentication and profile": me, the e-mail and name steps
 * of registration, the profile form and the PIN change (docs/architecture.md "Where we go past the spec").
 */
export function profileRoutes(deps: AppDeps, email: EmailProvider): Hono {
  const { db, clock, config } = deps;
  const clientIp = clientIpResolver(deps.config.proxy);
  const app = new Hono();
  const nowIso = () => new Date(clock.now()).toISOString();

  app.get(paths.me.path, async (c) => {
    const { userId } = paramsOf(c, schemas.me.params);
    await assertUserParam(c, deps, userId, { allowGuest: false });
    return ok(c, toUser(await loadUser(db, userId), clock.now(), config));
  });

  app.get(paths.emailSend.path, async (c) => {
    const userId = await requireUser(c, deps);
    const query = queryOf(c, schemas.emailSend.query);
    const user = await loadUser(db, userId);
    if (query.phone !== undefined && query.phone !== user.phone) {
      throw new HttpError(403, extra.forbidden);
    }
    const target = { phone: user.phone, purpose: 'email' as const, email: query.email };
    // Per address too, not only per account: many accounts must not flood one stranger's inbox.
    await spendEmailCode(deps, query.email);
    const { id, code } = await issueCode(deps, target, 6);
    try {
      await email.send({
        to: query.email,
        code,
        subject: 'Имэйл баталгаажуулах код',
        body: `Таны имэйл баталгаажуулах код: ${code}. Код 10 минут хүчинтэй.`,
      });
    } catch (error) {
      console.error(`e-mail to ${query.email} failed`, error);
      await retireCode(deps, id);
      throw new HttpError(502, spec.errorOccurred);
    }
    return c.json({ status: true });
  });

  app.post(paths.emailVerify.path, async (c) => {
    const params = paramsOf(c, schemas.emailVerify.params);
    const userId = await requireUser(c, deps);
    const user = await loadUser(db, userId);
    if (user.phone !== params.phone) throw new HttpError(403, extra.forbidden);
    await consumeCode(
      deps,
      { phone: user.phone, purpose: 'email', email: params.email },
      params.code,
      clientIp(c),
    );
    const updated = await updateUser(db, userId, {
      email: params.email,
      email_verified_at: nowIso(),
      updated_at: nowIso(),
    });
    return ok(c, { user: toUser(updated, clock.now(), config), url: AFTER_EMAIL_URL });
  });

  app.get(paths.registerData.path, async (c) => {
    const userId = await requireUser(c, deps);
    const { user_id, lastname, firstname } = queryOf(c, schemas.registerData.query);
    assertSameUser(userId, user_id);
    const user = await loadUser(db, userId);
    const updated = await updateUser(db, userId, {
      last_name: lastname,
      first_name: firstname,
      nickname: user.nickname ?? firstname,
      // The dialog only calls this step once the terms box is ticked (docs/product.md §5).
      terms_accepted_at: user.terms_accepted_at ?? nowIso(),
      updated_at: nowIso(),
    });
    return ok(c, toUser(updated, clock.now(), config));
  });

  app.post(paths.profileUpdate.path, async (c) => {
    const userId = await requireUser(c, deps);
    const body = await bodyOf(c, schemas.profileUpdate.body);
    assertSameUser(userId, body.user_id);
    const user = await loadUser(db, userId);
    if (body.phone !== undefined && body.phone !== user.phone) {
      throw new HttpError(422, authMessages.phoneChangeNotAllowed);
    }
    const changes: UserUpdate = {
      last_name: body.last_name,
      first_name: body.first_name,
      updated_at: nowIso(),
    };
    if (body.email !== undefined && body.email !== user.email) {
      // A new address is not verified until it goes through the e-mail code again.
      changes.email = body.email;
      changes.email_verified_at = null;
    }
    if (body.avatar !== undefined) changes.avatar = avatarPath(config, body.avatar);
    if (body.gender !== undefined) changes.gender = body.gender;
    const updated = await updateUser(db, userId, changes);
    // A replaced picture is not left on disk for ever (or for anyone who kept its URL).
    if (changes.avatar !== undefined && user.avatar !== updated.avatar) {
      await deleteAvatarIfUnused(deps, user.avatar);
    }
    return ok(c, toUser(updated, clock.now(), config), spec.pinSaved);
  });

  app.post(paths.changePin.path, async (c) => {
    const { userId } = paramsOf(c, schemas.changePin.params);
    await assertUserParam(c, deps, userId, { allowGuest: false });
    const { old_pin, new_pin } = await bodyOf(c, schemas.changePin.body);
    const user = await loadUser(db, userId);
    // The old PIN is a PIN guess like a login: same lock, so a stolen session cannot sweep it.
    await reservePinAttempt(deps, user.phone);
    if (!user.pin_hash || !(await verifyPin(old_pin, user.pin_hash))) {
      throw new HttpError(422, spec.wrongPin);
    }
    await pinAttemptSucceeded(deps, user.phone);
    assertPinNotCommon(new_pin);
    await setPinHash(db, userId, await hashPin(new_pin), nowIso());
    await revokeOtherSessions(deps, userId, presentedToken(c));
    return c.json({ status: true, msg: spec.pinSaved });
  });

  return app;
}
