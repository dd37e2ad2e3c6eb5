import type { Context, MiddlewareHandler } from 'hono';
import { matchRoutes } from '../../contract/cache-policy';
import { schemas, type EndpointSchemas } from '../../contract/endpoints';
import { paths, type EndpointName } from '../../contract/paths';
import type { Clock } from '../clock';
import { stableKey } from '../domain/shared-reads';
import { ByteLru } from './byte-lru';

/*
 * Guests make most catalogue reads and all of them see the same answer, so each distinct read is
 * answered from memory for a few seconds: a listing or a search costs the database once per
 * window instead of once per visitor. Only routes contract/paths.ts declares 'public' qualify
 * (docs/decisions/014). Requests that carry a token or a user id are never cached: their answers
 * hold likes, progress and permissions. Each instance keeps its own copy.
 *
 * A read is keyed by what the route itself will use: its path params, query and JSON body as the
 * endpoint's schema parses them. Unknown query keys (`?bust=N`) and spelling differences fall
 * away, and a request the route would refuse (a body that is not JSON, a bad parameter) is never
 * stored, so nobody can plant an answer under another request's key.
 */

/** The whole cache; the least recently used answers go first past it. */
export const CACHE_BUDGET_BYTES = 32 * 1024 * 1024;
/** Bigger answers are not kept (a huge page would crowd out many small ones). */
const MAX_BODY_BYTES = 512 * 1024;
/** Map and object overhead per entry, so many tiny entries still count. */
const ENTRY_OVERHEAD_BYTES = 256;

const publicNames = (Object.keys(paths) as EndpointName[]).filter(
  (name) => paths[name].cache === 'public',
);

interface Entry {
  expires: number;
  /** One request is recomputing it; the others keep getting this copy meanwhile. */
  refreshing: boolean;
  status: number;
  contentType: string;
  body: string;
}

/**
 * The path params as the route will read them, or null when one is not valid percent-encoding
 * (`%E0%A4`): such a request goes to the route uncached, which refuses it with 400 as it does
 * without the cache, instead of a URIError thrown here answering 500.
 */
function paramsOf(template: string, pathname: string): Record<string, string> | null {
  const names = template.split('/');
  const values = pathname.split('/');
  const params: Record<string, string> = {};
  for (const [i, part] of names.entries()) {
    if (!part.startsWith(':')) continue;
    try {
      params[part.slice(1)] = decodeURIComponent(values[i] ?? '');
    } catch {
      return null;
    }
  }
  return params;
}

async function jsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/json')) return { ok: false };
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false };
  }
}

/** The key of a guest's public read, or null when it must go to the route uncached. */
async function keyOf(c: Context): Promise<string | null> {
  const method = c.req.method;
  const names = matchRoutes(method, c.req.path);
  for (const name of names) {
    if (!publicNames.includes(name)) return null;
  }
  for (const name of names) {
    const params = paramsOf(paths[name].path, c.req.path);
    if (params === null) return null;
    // A user id in the path makes the answer personal unless it is the guest's 0.
    if ('userId' in params && params.userId !== '0') return null;
    const entry: EndpointSchemas = schemas[name];
    const parts: Record<string, unknown> = {};
    const parsedParams = entry.params ? entry.params.safeParse(params) : null;
    if (parsedParams && !parsedParams.success) continue;
    parts.params = parsedParams?.data;
    const parsedQuery = entry.query ? entry.query.safeParse(c.req.query()) : null;
    if (parsedQuery && !parsedQuery.success) continue;
    parts.query = parsedQuery?.data;
    if (method !== 'GET' && entry.body) {
      const body = await jsonBody(c);
      if (!body.ok) return null;
      const parsedBody = entry.body.safeParse(body.value);
      if (!parsedBody.success) return null;
      parts.body = parsedBody.data;
    }
    return `${name} ${stableKey(parts)}`;
  }
  return null;
}

/**
 * Spread over the second half of the window, so entries made together (a warm-up, a popular
 * page) do not all expire in the same instant and queue their database work behind each other.
 */
const lifetime = (ttlMs: number) => ttlMs * (0.5 + Math.random() * 0.5);

const sizeOf = (key: string, entry: Entry) =>
  Buffer.byteLength(key) + Buffer.byteLength(entry.body) + ENTRY_OVERHEAD_BYTES;

export function catalogueCache(
  ttlMs: number,
  clock: Clock,
  budgetBytes = CACHE_BUDGET_BYTES,
): MiddlewareHandler {
  const entries = new ByteLru<Entry>(budgetBytes, sizeOf);
  return async (c, next) => {
    if (ttlMs <= 0 || c.req.header('authorization')) return next();
    const key = await keyOf(c);
    if (key === null) return next();

    const now = clock.now();
    const hit = entries.get(key);
    if (hit && (hit.expires > now || hit.refreshing)) {
      c.header('X-Cache', 'hit');
      return c.body(hit.body, hit.status as 200, { 'Content-Type': hit.contentType });
    }

    if (hit) hit.refreshing = true;
    try {
      await next();
    } finally {
      if (hit) hit.refreshing = false;
    }
    const res = c.res;
    const contentType = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !contentType.startsWith('application/json')) return;
    const text = await res.clone().text();
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) return;
    entries.set(key, {
      expires: now + lifetime(ttlMs),
      refreshing: false,
      status: res.status,
      contentType,
      body: text,
    });
  };
}
