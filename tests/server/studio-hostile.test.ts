import fc from 'fast-check';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioSchemas } from '../../contract/studio/endpoints';
import { studioPaths } from '../../contract/studio/paths';
import type { StudioEndpointName } from '../../contract/studio/paths';
import { hostileText, numberLike } from './fuzz/hostile';
import { candidates, shapeKeys } from './fuzz/zod-arbitrary';
import { callStudio, createStaff } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Hostile input on every studio path, as an admin (the door itself is studio-access.test.ts):
 * bodies generated from the contract's schemas, then each field swapped for hostile text or
 * number-like junk, and junk path params and queries. No answer may be a 500; a refusal is the
 * envelope with a Mongolian message. Sign-out is left out: it would end the admin's session.
 */

const names = (Object.keys(studioPaths) as StudioEndpointName[]).filter(
  (n) => n !== 'studioSignOut' && studioPaths[n].role !== 'signed-in',
);
const junk: unknown[] = [...hostileText, ...numberLike, -1, 1e308, null, true, [], {}, ['x']];
const CYRILLIC = /[А-Яа-яӨөҮүЁё]/;

function schemaOf(name: StudioEndpointName, part: 'body' | 'query' | 'params') {
  const entry = studioSchemas[name] as Partial<Record<typeof part, ZodType>>;
  return entry[part];
}

describe('hostile input to the studio', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await createStaff(t, ['admin'])).token;
  });
  afterAll(() => t.close());

  it.each(names)(
    '%s answers hostile input without a 500, in Mongolian',
    async (name) => {
      const body = schemaOf(name, 'body');
      const query = schemaOf(name, 'query');
      const bodies = body ? fc.sample(candidates(body), { numRuns: 6, seed: 51 }) : [{}];
      const keys = [...shapeKeys(body)];
      const requests: {
        body?: unknown;
        query?: Record<string, string>;
        params?: Record<string, string>;
      }[] = [];
      for (const valid of bodies) {
        requests.push({ body: valid });
        for (const key of keys) {
          for (const value of fc.sample(fc.constantFrom(...junk), {
            numRuns: 3,
            seed: key.length,
          })) {
            requests.push({ body: { ...(valid as object), [key]: value } });
          }
        }
      }
      for (const key of shapeKeys(query)) {
        for (const value of [...hostileText.slice(0, 8), ...numberLike.slice(0, 8)]) {
          requests.push({ query: { [key]: String(value) } });
        }
      }
      for (const value of ['0', '-1', '1e3', '99999999999999999999', '%27', 'x'.repeat(300)]) {
        requests.push({ params: { id: value, episodeId: value, titleId: value } });
      }
      for (const request of requests) {
        const res = await callStudio(t, name, { token, ...request } as Parameters<
          typeof callStudio
        >[2]);
        const seen = `${JSON.stringify(request).slice(0, 300)} → ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`;
        expect(res.status, seen).toBeLessThan(500);
        // A HEAD answer has no body by HTTP's rules; its status is the whole answer.
        if (res.status >= 400 && studioPaths[name].method !== 'HEAD') {
          const msg = (res.json as { msg?: unknown }).msg;
          expect(typeof msg === 'string' && CYRILLIC.test(msg), seen).toBe(true);
        }
      }
    },
    120_000,
  );
});
