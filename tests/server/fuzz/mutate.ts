import fc from 'fast-check';
import type { EndpointSchemas } from '../../../contract/endpoints';
import { paths } from '../../../contract/paths';
import {
  deepJson,
  headerSafe,
  hostileString,
  hugeText,
  malformedJson,
  wrongTypeValue,
} from './hostile';
import type { FuzzBody, FuzzRequest } from './request';
import { wellFormed } from './request';
import { shapeKeys } from './zod-arbitrary';

type Mutation = fc.Arbitrary<FuzzRequest>;

const with_ = (req: FuzzRequest, label: string, change: Partial<FuzzRequest>): FuzzRequest => ({
  ...req,
  ...change,
  label,
});

/** A path segment must stay one segment: '', '.' and '..' would name another URL altogether. */
const segmentValue = hostileString
  .map(wellFormed)
  .filter((value) => value !== '' && value !== '.' && value !== '..');

/** Not '%2e%2e': URL parsing makes that a '..' segment, another URL rather than a param. */
const brokenEscapes = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ff', '%00', '%u0041'];

const oddQueryNames = ['__proto__', 'constructor', 'page[]', 'a[b]', '%', 'ключ', 'x'.repeat(300)];

function paramMutations(req: FuzzRequest): Mutation[] {
  const keys = Object.keys(req.params);
  if (keys.length === 0) return [];
  const key = fc.constantFrom(...keys);
  return [
    fc
      .tuple(key, segmentValue)
      .map(([k, v]) => with_(req, `param:${k}`, { params: { ...req.params, [k]: v } })),
    fc
      .tuple(key, fc.constantFrom(...brokenEscapes))
      .map(([k, v]) => with_(req, `param-raw:${k}`, { rawParams: { [k]: v } })),
  ];
}

function queryMutations(req: FuzzRequest, entry: EndpointSchemas): Mutation[] {
  const names = [...new Set([...shapeKeys(entry.query), ...req.query.map(([k]) => k), 'page'])];
  const name = fc.constantFrom(...names);
  const value = hostileString.map(wellFormed);
  const replace = (k: string, v: string): [string, string][] => [
    ...req.query.filter(([q]) => q !== k),
    [k, v],
  ];
  return [
    fc.tuple(name, value).map(([k, v]) => with_(req, `query:${k}`, { query: replace(k, v) })),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...oddQueryNames), fc.string()), value), {
        minLength: 1,
        maxLength: 3,
      })
      .map((extra) => with_(req, 'query-extra', { query: [...req.query, ...extra] })),
    fc.tuple(name, value, fc.boolean()).map(([k, v, first]) =>
      with_(req, `query-duplicate:${k}`, {
        query: first ? [[k, v], ...req.query] : [...req.query, [k, v]],
      }),
    ),
    fc.constant(
      with_(req, 'query-flood', {
        query: [
          ...req.query,
          ...Array.from({ length: 2000 }, (_, i): [string, string] => [`p${i}`, '1']),
        ],
      }),
    ),
  ];
}

function jsonObject(req: FuzzRequest): Record<string, unknown> | undefined {
  if (req.body.kind !== 'json') return undefined;
  const value = req.body.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function bodyMutations(req: FuzzRequest, entry: EndpointSchemas): Mutation[] {
  if (paths[req.name].method === 'GET') return [];
  const object = jsonObject(req) ?? {};
  const keys = [...new Set([...shapeKeys(entry.body), ...Object.keys(object)])];
  const json = (value: unknown): FuzzBody => ({ kind: 'json', value });
  const text = JSON.stringify(object);
  const mutations: Mutation[] = [
    fc
      .tuple(
        fc.oneof(fc.constantFrom('__proto__', 'constructor', 'isAdmin'), fc.string()),
        wrongTypeValue,
      )
      .map(([k, v]) => with_(req, `body-extra:${k}`, { body: json({ ...object, [k]: v }) })),
    wrongTypeValue.map((v) => with_(req, 'body-not-object', { body: json(v) })),
    fc.constantFrom(...malformedJson, deepJson(5_000)).map((t) =>
      with_(req, 'body-malformed', {
        body: { kind: 'raw', text: t, contentType: 'application/json' },
      }),
    ),
    fc
      .constantFrom(
        null,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/json; charset=utf-16',
        'APPLICATION/JSON',
        'application/xml',
      )
      .map((type) =>
        with_(req, `body-content-type:${type}`, {
          body: { kind: 'raw', text, contentType: type },
        }),
      ),
    fc.boolean().map((multipart) =>
      with_(req, multipart ? 'body-multipart' : 'body-urlencoded', {
        body: {
          kind: 'form',
          multipart,
          fields: Object.fromEntries(
            Object.entries(object).map(([k, v]) => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          ),
        },
      }),
    ),
    fc.constant(with_(req, 'body-empty', { body: { kind: 'none' } })),
    fc.constant(
      with_(req, 'body-proto', {
        body: {
          kind: 'raw',
          text: `{"__proto__":{"status":true,"user_id":1}${text === '{}' ? '' : `,${text.slice(1, -1)}`}}`,
          contentType: 'application/json',
        },
      }),
    ),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    mutations.push(
      key.map((k) => {
        const rest = { ...object };
        delete rest[k];
        return with_(req, `body-drop:${k}`, { body: json(rest) });
      }),
      fc
        .tuple(key, wrongTypeValue)
        .map(([k, v]) => with_(req, `body-type:${k}`, { body: json({ ...object, [k]: v }) })),
      fc
        .tuple(key, hostileString)
        .map(([k, v]) => with_(req, `body-text:${k}`, { body: json({ ...object, [k]: v }) })),
      fc
        .tuple(key, hugeText)
        .map(([k, v]) => with_(req, `body-huge:${k}`, { body: json({ ...object, [k]: v }) })),
    );
  }
  return mutations;
}

function headerMutations(req: FuzzRequest): Mutation[] {
  const junk = fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'a'.repeat(600)}`,
      `Bearer ${'x'.repeat(16)}`,
      `bearer   ${'A'.repeat(43)}`,
      "Bearer ' OR 1=1 --",
      'Bearer \u00ff\u00fe\u00fd\u00fc\u00fb\u00fa\u00f9\u00f8\u00f7\u00f6\u00f5\u00f4\u00f3\u00f2\u00f1\u00f0',
    ),
    hostileString.filter(headerSafe).map((v) => `Bearer ${v}`),
  );
  // A few fixed keys come back, so replays and key reuse on another request happen too.
  const key = fc.oneof(
    hostileString.filter(headerSafe),
    fc.constantFrom('fuzz-key-1', 'fuzz-key-2'),
  );
  return [
    junk.map((v) => with_(req, 'auth-junk', { headers: { ...req.headers, authorization: v } })),
    key.map((v) =>
      with_(req, 'idempotency-key', { headers: { ...req.headers, 'idempotency-key': v } }),
    ),
  ];
}

/** One invalid (or at least odd) variant of a valid request, chosen by fast-check. */
export function mutationOf(req: FuzzRequest, entry: EndpointSchemas): Mutation {
  return fc.oneof(
    ...paramMutations(req),
    ...queryMutations(req, entry),
    ...bodyMutations(req, entry),
    ...headerMutations(req),
  );
}
