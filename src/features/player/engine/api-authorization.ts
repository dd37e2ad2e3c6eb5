import { authorizationHeader } from '@/lib/api-client';

/*
 * A live channel's manifest is an API answer (decision 073: `/api/m/live/:channel/manifest.mpd`
 * decides access by the viewer's token, as for movies), but dash.js fetches it itself, without
 * the `Authorization` every apiCall carries: every signed-in viewer was refused (401) and saw the
 * slate forever. dash.js's requests to this site's own API carry the token as apiCall's do;
 * media (signed URLs, a CDN) and other origins never see it.
 */

/** The part of dash.js's CommonMediaRequest this reads and writes. */
interface MediaRequest {
  url: string;
  headers?: Record<string, string>;
}

/** dash.js request interceptor: the stored token on same-origin `/api/` requests. */
export function withApiAuthorization<R extends MediaRequest>(
  request: R,
  origin: string = globalThis.location.origin,
): Promise<R> {
  const url = new URL(request.url, origin);
  if (url.origin !== origin || !url.pathname.startsWith('/api/')) return Promise.resolve(request);
  request.headers = { ...request.headers, ...authorizationHeader() };
  return Promise.resolve(request);
}
