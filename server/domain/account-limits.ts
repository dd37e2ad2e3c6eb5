import type { AppDeps } from '../deps';
import { hitWindow, tooManyRequests } from './throttle';

/*
 * Budgets of the account endpoints (docs/decisions/010 and 011; SMS: sms-budgets.ts), fixed windows in the
 * `throttles` table like every counter, so all instances share them. Per-IP numbers are sized for
 * carrier NAT, where thousands of subscribers share a handful of addresses: they stop one script,
 * not a city's evening logins.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Phone checks (GET /api/m/phone/check) one address may make per hour. */
export const PHONE_CHECKS_PER_IP_PER_HOUR = 300;
/** E-mail codes one address may be sent per hour, whatever account asks. */
export const EMAIL_CODES_PER_ADDRESS_PER_HOUR = 5;

export async function spendPhoneCheck(deps: AppDeps, ip: string): Promise<void> {
  await hitWindow(deps, `phone-check:${ip}`, PHONE_CHECKS_PER_IP_PER_HOUR, HOUR_MS);
}

export async function spendEmailCode(deps: AppDeps, email: string): Promise<void> {
  await hitWindow(
    deps,
    `email-to:${email.trim().toLowerCase()}`,
    EMAIL_CODES_PER_ADDRESS_PER_HOUR,
    HOUR_MS,
  );
}

/**
 * Successful logins per phone and per address per hour (config; a right PIN still costs a hash).
 * `ip` null: a recognised device, not counted against its address.
 */
function loginKeys(deps: AppDeps, phone: string, ip: string | null): [string, number][] {
  const keys: [string, number][] = [[`login-ok:phone:${phone}`, deps.config.loginsPerPhonePerHour]];
  if (ip !== null) keys.push([`login-ok:ip:${ip}`, deps.config.loginsPerIpPerHour]);
  return keys;
}

/**
 * Before the PIN is hashed: 429 when the phone or the address already used up its successful
 * logins this hour, so a known PIN replayed in a loop does not cost a hash each time.
 */
export async function assertLoginRoom(
  deps: AppDeps,
  phone: string,
  ip: string | null,
): Promise<void> {
  const now = deps.clock.now();
  for (const [key, limit] of loginKeys(deps, phone, ip)) {
    const row = await deps.db
      .selectFrom('throttles')
      .select(['count', 'window_start'])
      .where('key', '=', key)
      .executeTakeFirst();
    const windowEnd = row ? Date.parse(row.window_start) + HOUR_MS : 0;
    if (row && windowEnd > now && row.count >= limit) throw tooManyRequests(windowEnd - now);
  }
}

/** After the right PIN, before the session opens: counted atomically, the one over is refused. */
export async function countLogin(deps: AppDeps, phone: string, ip: string | null): Promise<void> {
  for (const [key, limit] of loginKeys(deps, phone, ip)) await hitWindow(deps, key, limit, HOUR_MS);
}
