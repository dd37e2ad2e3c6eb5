import { paths, type EndpointName } from './paths';
import { templateToRegExp, type CachePolicy } from './route';

/*
 * Which contract route a request is, for the service worker and the server alike: zod-free, so
 * the worker bundles it. Where two templates fit one URL the stricter policy wins, so a new
 * private route can never be shadowed by an older public one.
 */

const matchers = (Object.keys(paths) as EndpointName[]).map((name) => ({
  name,
  method: paths[name].method as string,
  regexp: templateToRegExp(paths[name].path),
}));

/** Every route whose method and template fit; usually one. */
export function matchRoutes(method: string, pathname: string): EndpointName[] {
  return matchers.filter((m) => m.method === method && m.regexp.test(pathname)).map((m) => m.name);
}

const STRICTNESS: Record<CachePolicy, number> = { public: 0, none: 1, private: 2 };

/** The policy of a request, or null when no contract route fits it. */
export function cachePolicyOf(method: string, pathname: string): CachePolicy | null {
  let policy: CachePolicy | null = null;
  for (const name of matchRoutes(method, pathname)) {
    const own = paths[name].cache;
    if (policy === null || STRICTNESS[own] > STRICTNESS[policy]) policy = own;
  }
  return policy;
}

/** True only for a read every visitor may share: a public route and no write. */
export function isPublicRead(method: string, pathname: string): boolean {
  return cachePolicyOf(method, pathname) === 'public';
}
