import { postToGateway } from '../http-gateway';
import type { EmailProvider } from './email-provider';

/** A real mail gateway: `POST <EMAIL_GATEWAY_URL>` with `{ to, subject, text }` and the token. */
export function httpEmail(url: string, token: string | undefined): EmailProvider {
  return {
    name: 'http',
    send: ({ to, subject, body }) => postToGateway(url, token, { to, subject, text: body }),
  };
}
