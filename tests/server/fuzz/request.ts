import type { Hono } from 'hono';
import { paths } from '../../../contract/paths';
import type { EndpointName } from '../../../contract/paths';

/** What goes over the wire, in a form a mutation can still change. */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Text as is, with whatever content type (or none) the mutation chose. */
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'form'; fields: Record<string, string>; multipart: boolean }
  | { kind: 'file'; field: string; bytes: Uint8Array<ArrayBuffer>; type: string; name: string };

export interface FuzzRequest {
  name: EndpointName;
  /** Path params as the server should decode them. */
  params: Record<string, string>;
  /** Params pasted into the path without encoding (broken percent escapes). */
  rawParams: Record<string, string>;
  /** Query pairs in order; a repeated name is a duplicated param. */
  query: [string, string][];
  body: FuzzBody;
  /** Extra headers; an `authorization` here overrides the actor's token. */
  headers: Record<string, string>;
  /** What was done to a valid request, for the failure report ('valid' when nothing). */
  label: string;
}

/** A request's parts as the server will see them, for checking against the contract. */
export interface SeenInput {
  params: Record<string, string> | undefined;
  query: Record<string, string>;
  /** undefined: the body is not JSON, so what the server makes of it is the route's business. */
  body: { value: unknown } | { malformed: true } | undefined;
}

/** Hono reads a repeated query name as its first value. */
function firstValues(pairs: [string, string][]): Record<string, string> {
  const seen: Record<string, string> = {};
  for (const [key, value] of pairs) if (key !== '' && !Object.hasOwn(seen, key)) seen[key] = value;
  return seen;
}

export function seenInput(req: FuzzRequest): SeenInput {
  let body: SeenInput['body'];
  if (req.body.kind === 'json') body = { value: req.body.value };
  else if (req.body.kind === 'none') body = { value: {} };
  else if (req.body.kind === 'raw' && req.body.contentType?.includes('application/json')) {
    try {
      // Decoding UTF-8 drops a leading byte order mark, as the server's body reader does.
      body = { value: JSON.parse(req.body.text.replace(/^\uFEFF/, '')) as unknown };
    } catch {
      body = { malformed: true };
    }
  }
  return {
    params: Object.keys(req.rawParams).length > 0 ? undefined : req.params,
    query: firstValues(req.query),
    body,
  };
}

function urlOf(req: FuzzRequest): string {
  const route = paths[req.name];
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const raw = req.rawParams[key];
    if (raw !== undefined) return raw;
    const value = req.params[key];
    if (value === undefined) throw new Error(`fuzzer built ${req.name} without :${key}`);
    return encodeURIComponent(value);
  });
  if (req.query.length === 0) return path;
  return `${path}?${new URLSearchParams(req.query).toString()}`;
}

function bodyInit(body: FuzzBody): { body?: BodyInit; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { body: JSON.stringify(body.value), contentType: 'application/json' };
    case 'raw':
      return { body: body.text, contentType: body.contentType ?? undefined };
    case 'form': {
      if (!body.multipart) {
        return {
          body: new URLSearchParams(body.fields).toString(),
          contentType: 'application/x-www-form-urlencoded',
        };
      }
      const form = new FormData();
      for (const [key, value] of Object.entries(body.fields)) form.append(key, value);
      // fetch sets the multipart boundary itself.
      return { body: form };
    }
    case 'file': {
      const form = new FormData();
      form.append(body.field, new File([body.bytes], body.name, { type: body.type }));
      return { body: form };
    }
  }
}

export interface FuzzResponse {
  status: number;
  contentType: string;
  /** Parsed JSON, the text, or the bytes of a binary answer. */
  body: unknown;
  /** Set when the answer claims JSON but does not parse. */
  badJson?: string;
  location: string | null;
}

/** Sends in-process through `app.request`, as the other server tests do. */
export async function send(
  app: Hono,
  req: FuzzRequest,
  token: string | undefined,
): Promise<FuzzResponse> {
  const { body, contentType } = bodyInit(req.body);
  const headers = new Headers({ accept: 'application/json' });
  if (contentType) headers.set('content-type', contentType);
  if (token) headers.set('authorization', `Bearer ${token}`);
  for (const [key, value] of Object.entries(req.headers)) headers.set(key, value);
  const res = await app.request(urlOf(req), { method: paths[req.name].method, headers, body });
  const type = res.headers.get('content-type') ?? '';
  const head = { status: res.status, contentType: type, location: res.headers.get('location') };
  if (type.includes('json')) {
    const text = await res.text();
    try {
      return { ...head, body: JSON.parse(text) as unknown };
    } catch {
      return { ...head, body: text, badJson: text.slice(0, 200) };
    }
  }
  if (type.startsWith('text/') || type.includes('xml') || type === '') {
    return { ...head, body: await res.text() };
  }
  return { ...head, body: new Uint8Array(await res.arrayBuffer()) };
}

/** Lone surrogates cannot be percent-encoded; URLSearchParams and fetch turn them into U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** A short, readable description of a request for a failure message. */
export function describeRequest(req: FuzzRequest): string {
  const clip = (value: unknown) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text === undefined ? 'undefined' : text.length > 160 ? `${text.slice(0, 160)}…` : text;
  };
  let url: string;
  try {
    url = urlOf(req);
  } catch (error) {
    url = `(unbuildable: ${String(error)})`;
  }
  const body =
    req.body.kind === 'json'
      ? clip(req.body.value)
      : req.body.kind === 'raw'
        ? `raw(${req.body.contentType ?? 'no type'}) ${clip(req.body.text)}`
        : req.body.kind === 'form'
          ? `form ${clip(req.body.fields)}`
          : req.body.kind === 'file'
            ? `file ${req.body.name} ${req.body.type} ${req.body.bytes.length} B`
            : '';
  const headers = Object.keys(req.headers).length ? ` headers ${clip(req.headers)}` : '';
  return `[${req.label}] ${paths[req.name].method} ${clip(url)} ${body}${headers}`.trim();
}
