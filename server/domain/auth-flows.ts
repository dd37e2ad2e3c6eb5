import type { LoginData } from '../../contract/entities';
import type { SmsPurpose } from '../../contract/endpoints';
import { authMessages } from '../../contract/endpoints/auth';
import type { AppDeps } from '../deps';
import type { CodePurpose, UserRow } from '../db/schema';
import { DomainError } from './domain-error';
import type { SmsSendQueue } from '../providers/sms/sms-send-queue';
import { findUserByPhone, toUser } from './account-user';
import { createSession } from './auth-session';
import { issueCode } from './otp';
import { isCommonPin } from './pin-blocklist';
import { smsBudgetFor } from './sms-budgets';
import type { SmsBudgetName } from './sms-budgets';

/** Spends one SMS of a client's and a service budget (sms-budgets.ts), or throws 429. */
export type SpendSms = (ip: string, budget: SmsBudgetName) => Promise<void>;

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
 * to a known one; otherwise nothing is sent, but the answer, the budgets, the per-phone send
 * window and the code row are exactly those of a real send (the row holds a code nobody
 * receives), so a stranger learns nothing about the phone here (docs/decisions/010), and the text
 * itself is queued, not awaited, so neither does the time the answer takes (decision 037). The
 * dialog never asks for these: it checks the phone first (docs/product.md §2 steps 1 and 6).
 */
export async function sendSmsCode(
  deps: AppDeps,
  outgoing: { spendSms: SpendSms; queue: SmsSendQueue },
  target: { phone: string; purpose: CodePurpose; ip: string },
): Promise<void> {
  const { phone, purpose } = target;
  await outgoing.spendSms(target.ip, smsBudgetFor(purpose));
  const user = await findUserByPhone(deps.db, phone);
  const deliver = purpose === 'register' ? !user?.pin_hash : Boolean(user);
  const { id, code } = await issueCode(deps, { phone, purpose }, 4, deliver);
  if (!deliver) return;
  // A code nobody received must not stay guessable; it still counts towards the send limit.
  const withdraw = async () => {
    await deps.db
      .updateTable('codes')
      .set({ used_at: new Date(deps.clock.now()).toISOString() })
      .where('id', '=', id)
      .execute();
  };
  outgoing.queue.enqueue({ phone, code, body: smsText(purpose, code) }, withdraw);
}
