import type { Config } from './config';

/** The start-up line that says which providers are sandboxes, or null when none is. */
export function sandboxNotice(config: Config): string | null {
  const sandboxes = (['sms', 'email', 'payment'] as const).filter(
    (name) => config[name].provider === 'sandbox',
  );
  if (sandboxes.length === 0) return null;
  const where = config.production ? 'codes hidden' : 'dev helpers answer this machine only';
  return `sandbox providers: ${sandboxes.join(', ')} (${where})`;
}
