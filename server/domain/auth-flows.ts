import type { LoginData } from '../../contract/entities';
import type { SmsPurpose } from '../../contract/endpoints';
import { authMessages } from '../../contract/endpoints/auth';
import { spec } from '../../contract/messages';
import type { AppDeps } from '../deps';
import type { CodePurpose, UserRow } from '../db/schema';
import { DomainError } from './domain-error';
import type { SmsProvider } from '../providers/sms/sms-provider';
import { findUserByPhone, toUser } from './account-user';
import { spendSmsBudget } from './account-limits';
import { createSession } from './auth-session';
import { issueCode } from './otp';
import { isCommonPin } from './pin-blocklist';

/** The contract's `vp`/`type` names the reset flow "forget"; the codes table calls it 'reset'. */
export function codePurpose(purpose: SmsPurpose): CodePurpose {
  return purpose === 'forget' ? 'reset' : 'register';
}

/** Opens a session and answers what login answers: token, id, user. */
export async function logIn(deps: AppDeps, user: UserRow): Promise<LoginData> {
  const access_token = await createSession(deps, user.id);
  return { access_token, id: user.id, user: toUser(user, deps.clock.now(), deps.config) };
}

/** 422 for the PINs everyone tries first (server/domain/pin-blocklist.ts). */
export function assertPinNotCommon(pin: string): void {
  if (isCommonPin(pin)) throw new DomainError('invalid', authMessages.commonPin);
}

const smsText = (purpose: CodePurpose, code: string) =>
  purpose === 'reset'
    ? `ПИН код сэргээх таны код: ${code}. Код 10 минут хүчинтэй.`
    : `Бүртгэл баталгаажуулах таны код: ${code}. Код 10 минут хүчинтэй.`;

/**
 * Sends a 4-digit SMS code. A register code goes only to a phone without a PIN, a reset code only
 * to a known one; otherwise nothing is sent, but the answer, the budgets and the per-phone send
 * window are exactly those of a real send (a dead code row is written and spent at once), so a
 * stranger learns nothing about the phone here (docs/decisions/010). The dialog never asks for
 * these: it checks the phone first (docs/product.md §2 steps 1 and 6).
 */
export async function sendSmsCode(
  deps: AppDeps,
  sms: SmsProvider,
  target: { phone: string; purpose: CodePurpose; ip: string },
): Promise<void> {
  const { phone, purpose } = target;
  await spendSmsBudget(deps, target.ip);
  const user = await findUserByPhone(deps.db, phone);
  const proceed = purpose === 'register' ? !user?.pin_hash : Boolean(user);

  const { id, code } = await issueCode(deps, { phone, purpose }, 4);
  const spend = () =>
    deps.db
      .updateTable('codes')
      .set({ used_at: new Date(deps.clock.now()).toISOString() })
      .where('id', '=', id)
      .execute();
  if (!proceed) {
    await spend();
    return;
  }
  try {
    await sms.send({ phone, code, body: smsText(purpose, code) });
  } catch (error) {
    console.error(`SMS to ${phone} failed`, error);
    // A code nobody received must not stay guessable; it still counts towards the send limit.
    await spend();
    throw new DomainError('upstream-failed', spec.errorOccurred);
  }
}
