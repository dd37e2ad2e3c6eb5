import type { AppDeps } from '../../deps';
import type { EmailProvider } from './email-provider';
import { httpEmail } from './http-email';
import { sandboxEmail } from './sandbox-email';

/** The provider config.ts chose (EMAIL_PROVIDER, EMAIL_GATEWAY_URL): the gateway or the sandbox. */
export function createEmailProvider(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): EmailProvider {
  const { email } = deps.config;
  if (email.provider === 'http') return httpEmail(email.gateway.url, email.gateway.token);
  return sandboxEmail(deps.db, deps.clock, { production: deps.config.production });
}
