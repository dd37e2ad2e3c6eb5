import { expect } from 'vitest';
import { errorSchema } from '../../contract/envelope';
import { schemas } from '../../contract/endpoints';
import type { DataOf, ResponseOf } from '../../contract/endpoints';
import type { EndpointName } from '../../contract/paths';

/** Validates a 200 answer with the contract's response schema; returns the typed body. */
export function expectResponse<K extends EndpointName>(
  name: K,
  res: { status: number; json: unknown },
): ResponseOf<K> {
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const parsed = schemas[name].response.safeParse(res.json);
  if (!parsed.success) {
    throw new Error(`${name} broke its contract: ${JSON.stringify(parsed.error.issues, null, 1)}`);
  }
  return parsed.data as ResponseOf<K>;
}

/** As expectResponse, for an envelope with status true; returns `data`. */
export function expectData<K extends EndpointName>(
  name: K,
  res: { status: number; json: unknown },
): DataOf<K> {
  const body = expectResponse(name, res) as { status: boolean; data?: unknown };
  expect(body.status).toBe(true);
  expect(body.data).toBeDefined();
  return body.data as DataOf<K>;
}

/** An error envelope `{ status: false, msg }` with the given HTTP status and Mongolian text. */
export function expectError(res: { status: number; json: unknown }, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(errorSchema.parse(res.json)).toEqual({ status: false, msg });
}
