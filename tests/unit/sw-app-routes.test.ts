import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS, APP_ROUTES } from '../../sw/app-routes';

/** The route tree's full paths, as TanStack Router's generator wrote them. */
function routeTreePaths(): string[] {
  const tree = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../src/routeTree.gen.ts'),
    'utf8',
  );
  const block = /fullPaths:\s*((?:\s*\|\s*'[^']+')+)/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/'([^']+)'/g)]
    .map((m) => m[1]!)
    .filter((p) => p !== '/$')
    .map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p));
}

const shellFor = (pathname: string) => APP_ROUTE_PATTERNS.some((re) => re.test(pathname));

describe("the worker's app routes", () => {
  it('are exactly the route tree’s pages (the catch-all aside)', () => {
    expect([...APP_ROUTES].sort()).toEqual([...new Set(routeTreePaths())].sort());
  });

  it('never take the studio, a page of its own (decision 055)', () => {
    for (const p of ['/studio', '/studio/', '/studio/staff', '/studio/audit?page=2']) {
      expect(shellFor(p.split('?')[0]!), p).toBe(false);
    }
  });

  it('take the app’s pages, with or without a trailing slash', () => {
    for (const p of [
      '/',
      '/faq',
      '/series/detail/12',
      '/watch/3/4',
      '/series/',
      '/series/1/all/all/new',
    ]) {
      expect(shellFor(p), p).toBe(true);
    }
  });

  it('leave the server’s own pages to the network', () => {
    for (const p of [
      '/qpay-sandbox/pay/abc',
      '/api/m/home',
      '/series/detail',
      '/watch',
      '/faq/x',
      '/robots.txt',
    ]) {
      expect(shellFor(p), p).toBe(false);
    }
  });
});
