import { ApiError } from '@/lib/api-client';

/**
 * docs/product.md §8: an HTTP failure shows the server's msg, else the step's default text. A request
 * that never got an answer keeps the client's own message (offline, server unreachable).
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.httpStatus === 0) return error.msg;
  const body = error.body as { msg?: unknown } | null | undefined;
  return typeof body?.msg === 'string' && body.msg.trim() ? body.msg : fallback;
}
