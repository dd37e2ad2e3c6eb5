import { studioTexts } from '../texts';
import { StudioError } from './studio-error';

/** docs/product.md §9: every call gives up after 30 s, the studio's as the viewer's. */
const TIMEOUT_MS = 30_000;

interface Answer {
  status?: boolean;
  msg?: string;
  data?: unknown;
  fields?: Record<string, string>;
  current?: unknown;
}

/**
 * One JSON request; an answer that is not a success becomes a StudioError with the server's
 * Mongolian message. `no-store`: nothing of the studio is kept by the browser's HTTP cache.
 */
export async function sendJson(
  method: string,
  url: string,
  { token, body }: { token?: string | null; body?: unknown },
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new StudioError(0, studioTexts.offline);
  }
  const answer = (await response.json().catch(() => null)) as Answer | null;
  if (response.ok && answer?.status !== false) return answer ?? {};
  const message = answer?.msg?.trim() || studioTexts.failed;
  throw new StudioError(response.status, message, answer?.fields ?? {}, answer?.current);
}
