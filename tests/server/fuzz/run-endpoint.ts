import fc from 'fast-check';
import { schemas } from '../../../contract/endpoints';
import type { EndpointSchemas } from '../../../contract/endpoints';
import { paths } from '../../../contract/paths';
import type { EndpointName } from '../../../contract/paths';
import { loginAs } from '../test-app';
import type { TestApp } from '../test-app';
import { fuzzers } from './endpoints';
import type { Parts } from './endpoints';
import { fingerprint, fingerprintDiff } from './fingerprint';
import { mutationOf } from './mutate';
import { contractViolation, judge } from './oracle';
import type { FuzzRequest, SeenInput } from './request';
import { describeRequest, seenInput, send, wellFormed } from './request';
import type { ActorKind, Extras, Person, Pools, World } from './world';
import { noExtras } from './world';
import type { Hints } from './zod-arbitrary';
import { candidates } from './zod-arbitrary';

export interface Finding {
  actor: ActorKind;
  request: string;
  problem: string;
}

export interface EndpointReport {
  findings: Finding[];
  /** Requests sent, per actor and HTTP status, e.g. 'self 200': 12. */
  statuses: Record<string, number>;
  /** 2xx answers to valid requests of the endpoint's main actor. */
  mainSuccesses: number;
}

export interface RunOptions {
  validRuns: number;
  invalidRuns: number;
  seed: number;
  /** The app runs with NODE_ENV=production: endpoints marked developmentOnly skip their setup. */
  production?: boolean;
}

const entryOf = (name: EndpointName): EndpointSchemas => schemas[name];

/**
 * Guests always; a logged-in user on calls with auth; `other` when the call names a user. The
 * main actor goes first, while what the endpoint's setup made (codes) is fresh.
 */
export function actorsOf(name: EndpointName): ActorKind[] {
  const route = paths[name];
  if (!('auth' in route)) return ['guest'];
  const namesUser = route.path.includes(':userId') || fuzzers[name].namesUser === true;
  return namesUser ? ['self', 'other', 'guest'] : ['self', 'guest'];
}

export const mainActor = (name: EndpointName): ActorKind =>
  'auth' in paths[name] ? 'self' : 'guest';

/** The acting user's id wherever a request names one. */
function identityHints(w: World): Hints {
  const own = w.actor === 'other' ? w.b.id : w.a.id;
  return {
    userId: w.actor === 'guest' ? fc.constantFrom(0, 0, 0, w.b.id) : fc.constant(own),
    user_id: w.actor === 'guest' ? fc.constantFrom(w.a.id, w.b.id) : fc.constant(own),
  };
}

function toRequest(name: EndpointName, parts: Parts): FuzzRequest {
  const text = (value: unknown) => wellFormed(String(value));
  const entry = entryOf(name);
  return {
    name,
    params: Object.fromEntries(Object.entries(parts.params ?? {}).map(([k, v]) => [k, text(v)])),
    rawParams: {},
    query: Object.entries(parts.query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, text(v)]),
    body:
      paths[name].method === 'GET' || !entry.body
        ? { kind: 'none' }
        : { kind: 'json', value: parts.body },
    headers: {},
    label: 'valid',
  };
}

/** Valid requests for one actor: schema-derived values, hints, then the endpoint's own touches. */
export function validRequests(name: EndpointName, w: World): fc.Arbitrary<FuzzRequest> {
  const fuzzer = fuzzers[name];
  const entry = entryOf(name);
  const hints = { ...identityHints(w), ...fuzzer.hints?.(w) };
  const part = (schema: EndpointSchemas['params']) =>
    schema ? candidates(schema, hints) : fc.constant(undefined);
  const fits = (schema: EndpointSchemas['params'], value: unknown) =>
    !schema || schema.safeParse(value).success;
  // '', '.' and '..' fit a string param but cannot be one path segment: no URL carries them.
  const segments = (params: Parts['params']) =>
    Object.values(params ?? {}).every((v) => !['', '.', '..'].includes(String(v)));
  const parts = fc
    .record({ params: part(entry.params), query: part(entry.query), body: part(entry.body) })
    // Params and query schemas are objects, so their values are records.
    .map((p) => p as Parts)
    // Adjusted before the filter: an adjustment may be what makes a refinement hold.
    .map((p) => (fuzzer.adjust ? fuzzer.adjust(p, w) : p))
    .filter(
      (p) =>
        segments(p.params) &&
        fits(entry.params, p.params) &&
        fits(entry.query, p.query) &&
        fits(entry.body, p.body),
    );
  const requests = parts.map((p) => toRequest(name, p));
  const body = fuzzer.body?.(w);
  if (!body) return requests;
  return fc.tuple(requests, body).map(([req, b]) => ({ ...req, body: b }));
}

/** Sent as an HTML form would be (the server decides by the content type alone). */
const isForm = (req: FuzzRequest) =>
  req.body.kind === 'form' ||
  (req.body.kind === 'raw' && (req.body.contentType ?? '').includes('form'));

/** The request, as the contract reads it, still names B (a mutation may have replaced B). */
function namesB(entry: EndpointSchemas, seen: SeenInput, w: World): boolean {
  const read = (schema: EndpointSchemas['params'], value: unknown) => {
    const parsed = schema?.safeParse(value);
    return (parsed?.success ? parsed.data : {}) as Record<string, unknown>;
  };
  const params = read(entry.params, seen.params);
  const query = read(entry.query, seen.query);
  const body = read(entry.body, seen.body && 'value' in seen.body ? seen.body.value : undefined);
  return (
    [params.userId, query.user_id, body.user_id].includes(w.b.id) ||
    [params.phone, query.phone].includes(w.b.phone) ||
    w.extras.bills.b.includes(params.bill as string)
  );
}

/** Why this request must be turned down (4xx, nothing written), or null if it may succeed. */
function refusalOf(name: EndpointName, w: World, req: FuzzRequest): string | null {
  const { actor } = w;
  const seen = seenInput(req);
  const violation = contractViolation(entryOf(name), seen);
  if (violation) return `the contract rejects its ${violation}`;
  const auth = 'auth' in paths[name] ? paths[name].auth : undefined;
  if (actor === 'other' && namesB(entryOf(name), seen, w)) {
    return "it names another user than the token's";
  }
  if (auth === 'required' && actor === 'guest') return 'a guest on a private call';
  if (auth === 'required' && req.headers.authorization !== undefined) return 'a junk token';
  return null;
}

/** One endpoint on its own app: the setup done, A logged in, the world its hints draw from. */
export interface EndpointSession {
  name: EndpointName;
  t: TestApp;
  base: World;
  tokenA: string;
}

export async function openSession(
  name: EndpointName,
  t: TestApp,
  people: { a: Person; b: Person },
  pools: Pools,
  production = false,
): Promise<EndpointSession> {
  const tokenA = await loginAs(t, people.a.id);
  const extras: Extras = { ...noExtras() };
  const base: World = { ...people, pools, actor: 'self', extras };
  const fuzzer = fuzzers[name];
  if (!(production && fuzzer.developmentOnly)) {
    Object.assign(extras, await fuzzer.setup?.(t, base, tokenA));
  }
  return { name, t, base, tokenA };
}

export interface Checked {
  status: number;
  /** What breaks the contract, or null. */
  problem: string | null;
}

/**
 * Sends one request as the actor and judges the answer; a request that must be refused must
 * also leave the database fingerprint as it was.
 */
export async function check(
  session: EndpointSession,
  actor: ActorKind,
  req: FuzzRequest,
): Promise<Checked> {
  const { name, t, base } = session;
  const fuzzer = fuzzers[name];
  const refusal = refusalOf(name, { ...base, actor }, req);
  if (req.label === 'valid' && refusal?.startsWith('the contract')) {
    return { status: 0, problem: `fuzzer bug: a "valid" request that ${refusal}` };
  }
  const token =
    actor === 'guest'
      ? undefined
      : fuzzer.freshSession
        ? await loginAs(t, base.a.id)
        : session.tokenA;
  t.clock.advance(1);
  // Texts queued by earlier requests are written after their answers (decision 037): let them
  // land first, and after the request too, so a refused request that queued one is seen.
  await t.settled();
  const before = refusal ? await fingerprint(t.db) : null;
  const res = await send(t.app, req, token);
  let problem = judge(entryOf(name), res, refusal, {
    redirectOk: fuzzer.redirectsForms === true && isForm(req),
  });
  if (!problem && before !== null) {
    await t.settled();
    const after = await fingerprint(t.db);
    if (after !== before) {
      problem = `refused (${refusal}) yet changed data: ${fingerprintDiff(before, after)}`;
    }
  }
  return { status: res.status, problem };
}

/**
 * Sends the endpoint's valid and mutated requests, per actor, to the given app; collects every
 * answer that breaks the contract. Deterministic: fast-check samples with a fixed seed.
 */
export async function fuzzEndpoint(
  name: EndpointName,
  t: TestApp,
  people: { a: Person; b: Person },
  pools: Pools,
  options: RunOptions,
): Promise<EndpointReport> {
  const session = await openSession(name, t, people, pools, options.production);
  const report: EndpointReport = { findings: [], statuses: {}, mainSuccesses: 0 };
  for (const actor of actorsOf(name)) {
    const valid = validRequests(name, { ...session.base, actor });
    const requests = [
      ...fc.sample(valid, { seed: options.seed, numRuns: options.validRuns }),
      ...fc.sample(
        valid.chain((req) => mutationOf(req, entryOf(name))),
        { seed: options.seed + 1, numRuns: options.invalidRuns },
      ),
    ];
    for (const req of requests) {
      const { status, problem } = await check(session, actor, req);
      const key = `${actor} ${status}`;
      report.statuses[key] = (report.statuses[key] ?? 0) + 1;
      if (req.label === 'valid' && actor === mainActor(name) && status >= 200 && status < 300) {
        report.mainSuccesses += 1;
      }
      if (problem) report.findings.push({ actor, request: describeRequest(req), problem });
    }
    // The next actor starts past every throttle window (contact, upload, SMS: an hour at most),
    // so one actor's runs do not use up the next one's tries.
    t.clock.advance(61 * 60_000);
  }
  return report;
}
