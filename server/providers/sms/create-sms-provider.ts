import type { AppDeps } from '../../deps';
import { httpSms } from './http-sms';
import { sandboxSms } from './sandbox-sms';
import type { SmsProvider } from './sms-provider';

/** SMS_GATEWAY_URL (+ SMS_GATEWAY_TOKEN) selects the real gateway; otherwise the sandbox. */
export function createSmsProvider(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  env: NodeJS.ProcessEnv = process.env,
): SmsProvider {
  const url = env.SMS_GATEWAY_URL;
  if (url) return httpSms(url, env.SMS_GATEWAY_TOKEN);
  if (deps.config.production) {
    console.warn('SMS_GATEWAY_URL is not set: SMS codes only go to the server log');
  }
  return sandboxSms(deps.db, deps.clock);
}
