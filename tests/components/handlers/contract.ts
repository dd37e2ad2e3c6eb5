import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { BodyOf, DataOf, ParamsOf, ResponseOf } from '@contract/endpoints';
import { paths } from '@contract/paths';
import type { EndpointName } from '@contract/paths';

/*
 * msw handlers named and typed by the contract: the path and method come from contract/paths.ts,
 * and what a handler answers must be the endpoint's response type (contract/endpoints), so a
 * renamed or retyped field is a compile error in the tests that answer it (tsconfig.tests.json).
 * A failure, or a deliberately malformed answer, is a plain `Response` (see `fail`).
 */

/** Path parameters as msw hands them over: the raw strings of the URL. */
export type RawParams<K extends EndpointName> = [ParamsOf<K>] extends [never]
  ? Record<string, never>
  : { [P in keyof ParamsOf<K>]-?: string };

export interface Call<K extends EndpointName> {
  request: Request;
  params: RawParams<K>;
  query: URLSearchParams;
  /** The request's JSON body, typed as the client sends it. */
  body(): Promise<BodyOf<K>>;
  /** `{ status: true, data }`, or `{ status: true }` for a call that answers no data. */
  ok(...data: OkArgs<K>): Ok<K>;
}

type OkArgs<K extends EndpointName> = [DataOf<K>] extends [never] ? [] : [data: DataOf<K>];
type Ok<K extends EndpointName> = [DataOf<K>] extends [never]
  ? { status: true }
  : { status: true; data: DataOf<K> };

/** What a handler answers: the endpoint's own body (HTTP 200), or any `Response`. */
export type Answer<K extends EndpointName> = ResponseOf<K> | Response;

export type Resolver<K extends EndpointName> = (call: Call<K>) => Answer<K> | Promise<Answer<K>>;

const method = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The handler of one contract endpoint. */
export function on<K extends EndpointName>(name: K, resolve: Resolver<K>): HttpHandler {
  const route = paths[name];
  return method[route.method](route.path, async ({ request, params }) => {
    const answer = await resolve({
      request,
      params: params as RawParams<K>,
      query: new URL(request.url).searchParams,
      body: () => request.clone().json() as Promise<BodyOf<K>>,
      ok: (...data) => (data.length ? { status: true, data: data[0] } : { status: true }) as Ok<K>,
    });
    return answer instanceof Response ? answer : HttpResponse.json(answer);
  });
}

/** A refusal as the server sends it: `{ status: false, msg? }` with an HTTP error status. */
export function fail(status: number, msg?: string): Response {
  return HttpResponse.json(msg === undefined ? { status: false } : { status: false, msg }, {
    status,
  });
}
