import type { AppDeps } from '../../deps';
import { httpSms } from './http-sms';
import { sandboxSms } from './sandbox-sms';
import type { SmsProvider } from './sms-provider';

/** The provider config.ts chose (SMS_PROVIDER, SMS_GATEWAY_URL): the gateway or the sandbox. */
export function createSmsProvider(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): SmsProvider {
  const { sms } = deps.config;
  if (sms.provider === 'http') return httpSms(sms.gateway.url, sms.gateway.token);
  return sandboxSms(deps.db, deps.clock, { production: deps.config.production });
}
