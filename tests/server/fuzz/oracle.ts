import { errorSchema } from '../../../contract/envelope';
import type { EndpointSchemas } from '../../../contract/endpoints';
import * as messages from '../../../contract/messages';
import type { FuzzResponse, SeenInput } from './request';

/** Every text of contract/messages.ts: the only words the server may answer in `msg`. */
export const catalogue: ReadonlySet<string> = new Set(
  Object.values(messages)
    .flatMap((group) =>
      typeof group === 'object' ? Object.values(group as Record<string, unknown>) : [],
    )
    .filter((text): text is string => typeof text === 'string'),
);

/** Which part of the input the contract rejects, as the server will see it; null if none. */
export function contractViolation(entry: EndpointSchemas, seen: SeenInput): string | null {
  if (entry.params && seen.params && !entry.params.safeParse(seen.params).success) return 'params';
  if (entry.query && !entry.query.safeParse(seen.query).success) return 'query';
  if (entry.body && seen.body) {
    if ('malformed' in seen.body) return 'malformed JSON';
    if (!entry.body.safeParse(seen.body.value).success) return 'body';
  }
  return null;
}

const msgOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'msg' in body
    ? (body as { msg: unknown }).msg
    : undefined;

/**
 * What is wrong with an answer, or null. Always: no 5xx, a 2xx that fits the endpoint's response
 * schema, a 4xx that is the contract's `{ status: false, msg }` with a catalogue text. With
 * `refusal` (why this request must be turned down) a 2xx is wrong too; `redirectOk` lets an HTML
 * form's 303 through.
 */
export function judge(
  entry: EndpointSchemas,
  res: FuzzResponse,
  refusal: string | null,
  options: { redirectOk?: boolean } = {},
): string | null {
  if (res.status >= 500) return `HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`;
  if (options.redirectOk && res.status === 303 && res.location) return null;
  if (res.badJson !== undefined) return `HTTP ${res.status} claims JSON but is not: ${res.badJson}`;
  if (res.status >= 200 && res.status < 300) {
    if (refusal) return `HTTP ${res.status} for a request that must be refused (${refusal})`;
    // A 204 has no body by definition: its schema says null.
    const body = res.status === 204 && res.body === '' ? null : res.body;
    const parsed = entry.response.safeParse(body);
    if (!parsed.success) {
      return `HTTP ${res.status} breaks the response schema: ${JSON.stringify(parsed.error.issues).slice(0, 400)}`;
    }
    const msg = msgOf(res.body);
    if (msg !== undefined && !catalogue.has(msg as string)) {
      return `HTTP ${res.status} msg not from contract/messages.ts: ${JSON.stringify(msg)}`;
    }
    return null;
  }
  if (res.status >= 400 && res.status < 500) {
    if (!errorSchema.safeParse(res.body).success) {
      return `HTTP ${res.status} is not { status: false, msg }: ${JSON.stringify(res.body).slice(0, 200)}`;
    }
    const msg = msgOf(res.body) as string;
    if (!catalogue.has(msg)) return `HTTP ${res.status} msg not from contract/messages.ts: ${msg}`;
    return null;
  }
  return `unexpected HTTP ${res.status}`;
}
