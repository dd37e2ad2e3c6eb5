/*
 * When the sandbox runs inside the app it bills for, a callback to our own public origin is
 * answered in-process: no socket, so it works in `app.request()` tests and before the server
 * listens. Any other callback URL gets a real HTTP request, as QPay would send it.
 */

export interface CallbackLoopback {
  /** Origin of PUBLIC_BASE_URL. */
  origin: string;
  /** Answers a path + query as the app would. */
  request(pathAndQuery: string): Promise<Response>;
}

const loopbacks = new WeakMap<object, CallbackLoopback>();
const TIMEOUT_MS = 5_000;

/** `owner` is the app's database handle: one app, one loopback. */
export function registerCallbackLoopback(owner: object, loopback: CallbackLoopback): void {
  loopbacks.set(owner, loopback);
}

/** Calls a callback URL like QPay (GET); the HTTP status, or null when nothing answered. */
export async function sendCallback(owner: object, callbackUrl: string): Promise<number | null> {
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    return null;
  }
  try {
    const loopback = loopbacks.get(owner);
    const response =
      loopback && url.origin === loopback.origin
        ? await loopback.request(url.pathname + url.search)
        : await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    console.warn(`qpay sandbox: callback ${url.pathname} failed: ${String(error)}`);
    return null;
  }
}
