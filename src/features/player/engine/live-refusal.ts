import { authorizationHeader } from '@/lib/api-client';

/*
 * dash.js reports a refused manifest as any other failure (a code, no status, no text). When a
 * channel's session fails, the stage asks the manifest once more itself, as dash.js did (with the
 * viewer's token), to learn whether the server refused this viewer (decision 073: 401 no login,
 * 403 no paid days) and in which words.
 */

export interface ManifestRefusal {
  status: 401 | 403;
  /** The server's text (contract/messages.ts), '' when it sent none. */
  msg: string;
}

export async function manifestRefusal(url: string): Promise<ManifestRefusal | null> {
  try {
    const response = await fetch(url, { headers: authorizationHeader(), cache: 'no-store' });
    if (response.status !== 401 && response.status !== 403) return null;
    const body = (await response.json().catch(() => ({}))) as { msg?: unknown };
    return { status: response.status, msg: typeof body.msg === 'string' ? body.msg : '' };
  } catch {
    // No answer: the link, not a refusal (the engine waits for it).
    return null;
  }
}
