import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioPaths, type StudioEndpointName } from '@contract/studio/paths';

/*
 * The studio's side of handlers/contract.ts: msw handlers named by the studio contract
 * (contract/studio/paths.ts), whose answer must be the endpoint's data type, so a renamed or
 * retyped field is a compile error in the tests that answer it.
 */

export interface StudioCall {
  request: Request;
  params: Record<string, string>;
}

type Data<K extends StudioEndpointName> = [StudioDataOf<K>] extends [never]
  ? undefined
  : StudioDataOf<K>;

/** `{ status: true, data }` (or `{ status: true }`), or any `Response` (a refusal). */
export type StudioResolver<K extends StudioEndpointName> = (
  call: StudioCall,
) => Data<K> | Response | Promise<Data<K> | Response>;

const method = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
  HEAD: http.head,
  PATCH: http.patch,
} as const;

export function onStudio<K extends StudioEndpointName>(
  name: K,
  resolve: StudioResolver<K>,
): HttpHandler {
  const route = studioPaths[name];
  return method[route.method](route.path, async ({ request, params }) => {
    const answer = await resolve({ request, params: params as Record<string, string> });
    if (answer instanceof Response) return answer;
    return HttpResponse.json(
      answer === undefined ? { status: true } : { status: true, data: answer },
    );
  });
}

/** A refusal as the studio server sends it. */
export function studioFail(status: number, msg: string): Response {
  return HttpResponse.json({ status: false, msg }, { status });
}
