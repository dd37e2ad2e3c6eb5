/**
 * Zod-free route table entry: the client imports only these (and types), so the schema library
 * never reaches the browser bundle. Path parameters use Hono's `:name` syntax.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may keep an answer (docs/decisions/014):
 * - 'public': the same catalogue for everyone; the service worker keeps it for offline use and
 *   the server answers guests from its short cache.
 * - 'private': about the signed-in user (history, likes, receipts, tax number, payments,
 *   profile); never kept by anyone, sent with `Cache-Control: no-store`.
 * - 'none': codes, phone checks and one-off actions; never kept either, also `no-store`.
 */
export type CachePolicy = 'public' | 'private' | 'none';

interface RouteBase {
  method: Method;
  path: string;
  /** Needs `Authorization: Bearer …`; `{userId}` params must equal the token's user. */
  auth?: 'required' | 'optional';
}

/**
 * Every route states its policy and whether it changes anything; docs/product.md §7 makes several
 * writes GETs, so the method says nothing. A write can never be 'public'.
 */
export type Route = RouteBase &
  ({ cache: 'public'; writes: false } | { cache: 'private' | 'none'; writes: boolean });

export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path param ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** A route template as an anchored pattern: each `:param` is one non-empty path segment. */
export function templateToRegExp(template: string): RegExp {
  const pattern = template
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`);
}

/** The `:param` values of a path that fits the template, decoded; null when it does not fit. */
export function matchTemplate(template: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const hit = new RegExp(`^${pattern}$`).exec(pathname);
  if (!hit) return null;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(hit[i + 1]!)]));
  } catch {
    return null;
  }
}
