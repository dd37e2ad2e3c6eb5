import { postToGateway } from '../http-gateway';
import type { SmsProvider } from './sms-provider';

/** A real SMS gateway: `POST <SMS_GATEWAY_URL>` with `{ to, text }` and the bearer token. */
export function httpSms(url: string, token: string | undefined): SmsProvider {
  return {
    name: 'http',
    send: ({ phone, body }) => postToGateway(url, token, { to: phone, text: body }),
  };
}
