import type { AppDeps } from '../../deps';
import type { EmailProvider } from './email-provider';
import { httpEmail } from './http-email';
import { sandboxEmail } from './sandbox-email';

/** EMAIL_GATEWAY_URL (+ EMAIL_GATEWAY_TOKEN) selects the real gateway; otherwise the sandbox. */
export function createEmailProvider(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  env: NodeJS.ProcessEnv = process.env,
): EmailProvider {
  const url = env.EMAIL_GATEWAY_URL;
  if (url) return httpEmail(url, env.EMAIL_GATEWAY_TOKEN);
  if (deps.config.production) {
    console.warn('EMAIL_GATEWAY_URL is not set: e-mail codes only go to the server log');
  }
  return sandboxEmail(deps.db, deps.clock);
}
