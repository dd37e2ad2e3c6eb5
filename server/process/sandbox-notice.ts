import type { Config } from '../config';

/*
 * In production a sandbox is a dead end, not a test helper: its codes are hidden and its pay page
 * does not exist (docs/decisions/039). An operator who named one to get a demo running must read
 * in the start line what that means for customers, not find out from them.
 */
const inProduction = {
  sms: 'no SMS is sent and no code is shown, so nobody can receive a code to register or reset a PIN',
  email: 'no e-mail is sent and no code is shown, so nobody can receive an e-mail code',
  payment: 'invoices cannot be paid (no pay page in production)',
} as const;

/** The start-up line that says which providers are sandboxes and what follows, or null when none is. */
export function sandboxNotice(config: Config): string | null {
  const sandboxes = (['sms', 'email', 'payment'] as const).filter(
    (name) => config[name].provider === 'sandbox',
  );
  if (sandboxes.length === 0) return null;
  const what = config.production
    ? `production: ${sandboxes.map((name) => inProduction[name]).join('; ')}`
    : 'dev helpers answer this machine only';
  return `sandbox providers: ${sandboxes.join(', ')} (${what})`;
}
