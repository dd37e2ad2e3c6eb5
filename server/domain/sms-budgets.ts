import { smsClientGroup } from './address-group';
import type { AppDeps } from '../deps';
import type { CodePurpose } from '../db/schema';
import { hitWindow } from './throttle';

/*
 * What SMS codes may cost (decisions 010 and 037). Texts are paid per message, so the whole
 * service has an hourly ceiling nobody can push it past, one for registration and one for resets:
 * a script that spends the registration budget (any phone number will do) leaves owners able to
 * reset their PINs, and the other way round. Each client has its own hourly budget first, counted
 * per IPv4 /24 or IPv6 /64 (address-group.ts), so one machine cannot spend a ceiling alone. Counters
 * are fixed windows in the `throttles` table, shared by every instance.
 */

const HOUR_MS = 60 * 60 * 1000;
/** Share of a service budget at which an operator is warned, once per window and process. */
export const SMS_BUDGET_WARN_SHARE = 0.8;

export type SmsBudgetName = 'register' | 'reset';

const totalKey = (name: SmsBudgetName) => `sms-total:${name}`;

function budgetLimit(deps: AppDeps, name: SmsBudgetName): number {
  return name === 'register' ? deps.config.smsRegisterPerHour : deps.config.smsResetPerHour;
}

/** The budget a send draws on: the purpose asked for, whether or not the phone has an account. */
export function smsBudgetFor(purpose: CodePurpose): SmsBudgetName {
  return purpose === 'reset' ? 'reset' : 'register';
}

export interface SmsBudgetUsage {
  sent: number;
  limit: number;
  /** When the current hour's window ends (ISO), or null when nothing was sent in one. */
  resets_at: string | null;
}

/** This hour's count of one service budget, for the operations endpoint. */
export async function smsBudgetUsage(deps: AppDeps, name: SmsBudgetName): Promise<SmsBudgetUsage> {
  const row = await deps.db
    .selectFrom('throttles')
    .select(['count', 'window_start'])
    .where('key', '=', totalKey(name))
    .executeTakeFirst();
  const limit = budgetLimit(deps, name);
  const end = row ? Date.parse(row.window_start) + HOUR_MS : 0;
  if (!row || end <= deps.clock.now()) return { sent: 0, limit, resets_at: null };
  return { sent: row.count, limit, resets_at: new Date(end).toISOString() };
}

/**
 * Spends one SMS of the client's budget and of the service's budget for `name`, or throws 429.
 * Warns when a service budget reaches SMS_BUDGET_WARN_SHARE (one line for the whole service) and
 * when it is spent (one line per window in each process), so an operator can alert on the log.
 */
export function smsBudgets(deps: AppDeps, warn: (line: string) => void = console.warn) {
  const warned = new Set<string>();
  const warnOnce = (tag: string, line: string) => {
    if (warned.has(tag)) return;
    warned.add(tag);
    warn(line);
  };

  return async function spendSms(ip: string, name: SmsBudgetName): Promise<void> {
    await hitWindow(deps, `sms-client:${smsClientGroup(ip)}`, deps.config.smsPerIpPerHour, HOUR_MS);
    const limit = budgetLimit(deps, name);
    let count: number;
    try {
      count = await hitWindow(deps, totalKey(name), limit, HOUR_MS);
    } catch (refused) {
      const usage = await smsBudgetUsage(deps, name);
      warnOnce(
        `${name} spent ${usage.resets_at}`,
        `SMS budget "${name}" is spent: ${usage.sent} of ${limit} this hour; codes are refused until ${usage.resets_at} (SMS_${name.toUpperCase()}_PER_HOUR)`,
      );
      throw refused;
    }
    // Counts are exact across instances, so exactly one send service-wide reaches this one.
    if (count === Math.ceil(limit * SMS_BUDGET_WARN_SHARE)) {
      warn(`SMS budget "${name}" runs low: ${count} of ${limit} sent this hour`);
    }
  };
}
