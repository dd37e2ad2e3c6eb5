import { studioPaths, type StudioEndpointName } from '@contract/studio/paths';
import type { StudioBodyOf, StudioDataOf, StudioQueryOf } from '@contract/studio/endpoints';
import { buildPath } from '@contract/route';
import { studioSession } from '../session/studio-session';
import { sendJson } from './send-json';
import { isStudioError } from './studio-error';

export interface StudioCall<K extends StudioEndpointName> {
  params?: Record<string, string | number>;
  query?: StudioQueryOf<K>;
  body?: StudioBodyOf<K>;
}

function withQuery(path: string, query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * A studio call by its contract name (contract/studio/paths.ts), with the studio token. A 401
 * means the studio session is over (expired, signed out elsewhere, the role revoked): the session
 * is forgotten, which sends the person back to sign-in. The step-up calls carry the viewer's
 * token instead (studioStepUp in session/sign-in-calls.ts).
 */
export async function studioCall<K extends StudioEndpointName>(
  name: K,
  call: StudioCall<K> = {},
): Promise<StudioDataOf<K>> {
  const route = studioPaths[name];
  const url = withQuery(buildPath(route.path, call.params), call.query);
  const token = studioSession.token();
  try {
    const answer = await sendJson(route.method, url, { token, body: call.body });
    return answer.data as StudioDataOf<K>;
  } catch (error) {
    if (isStudioError(error) && error.status === 401 && token) studioSession.end(token);
    throw error;
  }
}
