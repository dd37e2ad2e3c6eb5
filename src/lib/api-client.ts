import { paths, type EndpointName } from '@contract/paths';
import type { BodyOf, DataOf, ResponseOf } from '@contract/endpoints';
import { isPublicRead } from '@contract/cache-policy';
import { extra } from '@contract/messages';
import { IDEMPOTENCY_HEADER, QUEUED_HEADER, QUEUEABLE, type QueueableName } from '@contract/outbox';
import { buildPath } from '@contract/route';
import { publicReadWatcher } from './public-reads';
import { clearSession, getSession } from './session-storage';
import { showToast } from './toast-store';

/** docs/product.md §9: every call gives up after 30 s. */
export const HTTP_TIMEOUT_MS = 30_000;

/** httpStatus 0: the request never got an answer (offline, server unreachable, timeout). */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly msg: string,
    readonly body: unknown = undefined,
  ) {
    super(msg);
  }
}

export interface CallOptions<K extends EndpointName> {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: BodyOf<K>;
  signal?: AbortSignal;
  /** Callers that show errors themselves (forms, dialogs) turn off the default toast. */
  quiet?: boolean;
  headers?: Record<string, string>;
}

function toUrl(path: string, query: CallOptions<EndpointName>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

type Send = (url: string, init: RequestInit) => Promise<Response>;
let send: Send = (url, init) => fetch(url, init);

/**
 * Server rendering of a first view (src/first-view) has no origin to fetch from: it hands its
 * requests to the API in the same process instead. Never called in the browser.
 */
export function sendRequestsWith(fn: Send): void {
  send = fn;
}

/** A write the network refused, as the outbox keeps it (src/lib/outbox-keeper.ts). */
export interface RefusedWrite {
  name: QueueableName;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/** Answers whether it kept the write durably, to be sent later. */
type Keep = (write: RefusedWrite) => Promise<boolean>;
let keepRefused: Keep | null = null;

/**
 * Set by src/lib/sw-bridge.ts while a service worker is expected. A page the worker controls
 * never needs it (the worker answers a write it queued with QUEUED_HEADER); the first page a
 * visitor opened has no worker in control yet, and keeps its offline writes itself (decision 045).
 */
export function keepRefusedWritesWith(fn: Keep | null): void {
  keepRefused = fn;
}

/**
 * The stored token as an Authorization header (none for a guest), for the one request this
 * client cannot send itself: the avatar's multipart upload.
 */
export function authorizationHeader(): Record<string, string> {
  const { token } = getSession();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

const isQueueable = (name: EndpointName): name is QueueableName =>
  (QUEUEABLE as readonly string[]).includes(name);

type Listener = () => void;
const rejectedListeners = new Set<Listener>();

/** Told when the server refuses the stored token; the auth store then shows a guest. */
export function onSessionRejected(listener: Listener): () => void {
  rejectedListeners.add(listener);
  return () => rejectedListeners.delete(listener);
}

/**
 * A 401 for the token still stored means the session is over (revoked, expired, a logout on
 * another device): its private data leaves the device now, not at the next explicit logout.
 * A wrong PIN at login is a 401 too, but no session is presented there.
 */
async function sessionRejected(token: string): Promise<void> {
  if (getSession().token !== token) return;
  await clearSession();
  for (const listener of rejectedListeners) listener();
}

const queuedAnswer = <K extends EndpointName>() =>
  ({ status: true, queued: true }) as unknown as ResponseOf<K>;

function fail(error: ApiError, quiet: boolean | undefined): never {
  if (!quiet) showToast('error', error.msg);
  throw error;
}

/**
 * Speaks the contract: JSON headers, the stored token as Authorization, a 30 s timeout, and
 * docs/product.md §8's rule that `status: false` shows `msg` as an error toast.
 */
export async function apiCall<K extends EndpointName>(
  name: K,
  options: CallOptions<K> = {},
): Promise<ResponseOf<K>> {
  const route = paths[name];
  const url = toUrl(buildPath(route.path, options.params), options.query);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...options.headers,
  };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Made here, before the first send, so every replay of this write carries the same key.
  if (isQueueable(name) && !headers[IDEMPOTENCY_HEADER]) {
    headers[IDEMPOTENCY_HEADER] = crypto.randomUUID();
  }

  const body = options.body === undefined ? null : JSON.stringify(options.body);
  // A guest's public read, for whoever keeps them for the worker (public-reads.ts).
  const watcher =
    !token && isPublicRead(route.method, url.split('?')[0]!) ? publicReadWatcher() : null;

  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await send(url, {
      method: route.method,
      headers,
      body,
      signal,
      // Said out loud because the login's device cookie (HttpOnly, server-set) must ride along;
      // 'same-origin' is also fetch's default, and the API is always this origin.
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    if (isQueueable(name) && keepRefused) {
      const write = { name, url: new URL(url, location.href).href, method: route.method, headers };
      if (await keepRefused({ ...write, body }).catch(() => false)) return queuedAnswer<K>();
    }
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const message = offline ? extra.offline : extra.unreachable;
    return fail(new ApiError(0, message, cause), options.quiet);
  }

  // The service worker kept the write for later; callers treat it as done (optimistic UI).
  if (response.headers.get(QUEUED_HEADER)) return queuedAnswer<K>();

  let json: unknown = undefined;
  try {
    json = await response.json();
  } catch {
    // A non-JSON answer (proxy error page) is reported like any other failure below.
  }
  const envelope = json as { status?: unknown; msg?: unknown } | undefined;
  const msg = typeof envelope?.msg === 'string' ? envelope.msg : extra.serverError;
  if (response.status === 401 && token && name !== 'login') await sessionRejected(token);
  if (!response.ok) return fail(new ApiError(response.status, msg, json), options.quiet);
  if (envelope?.status === false)
    return fail(new ApiError(response.status, msg, json), options.quiet);
  if (watcher && response.status === 200) {
    const method = route.method as 'GET' | 'POST';
    const cacheControl = response.headers.get('Cache-Control') ?? undefined;
    watcher.seen({ url, method, body: body ?? undefined, cacheControl, json });
  }
  return json as ResponseOf<K>;
}

/** For query functions: the envelope's data, or an error the query can show. */
export async function apiData<K extends EndpointName>(
  name: K,
  options: CallOptions<K> = {},
): Promise<NonNullable<DataOf<K>>> {
  const response = (await apiCall(name, options)) as { data?: unknown };
  return response.data as NonNullable<DataOf<K>>;
}
