import { FIRST_VIEW_GUEST, FIRST_VIEW_HEADER } from '../contract/first-view-header';
import { routePattern } from './app-routes';
import { isStorable } from './storable';

/*
 * Which navigations the worker may answer with a page as last seen, and which answers it may keep
 * (decision 077). Apart from the worker's routes, so the unit tests run them without a worker.
 */

/** Pages kept at most; the least recently used goes first. */
export const KEPT_PAGES = 30;

/**
 * The pages the server renders as first views (server/web/first-view/first-view-canonical.ts),
 * as templates: only these are asked of the network first; every other app route gets the shell
 * at once, as before. A variant the server does not render (a redirect, the shell) is not kept.
 * The worker cannot import the server's check (it names zod schemas); tests/unit/sw-kept-pages
 * holds the two in step both ways.
 */
export const FIRST_VIEW_ROUTES = [
  '/',
  '/aan',
  '/actor/$id',
  '/contact',
  '/content/$id',
  '/episode/new',
  '/faq',
  '/media',
  '/news-letter',
  '/news-letter/detail/$id',
  '/podcast',
  '/podcast/detail/$id',
  '/policy',
  '/series/$cat/$season/$status/$sort',
  '/series/detail/$id',
  '/theatre/$cat/$sort',
  '/theatre/detail/$id',
] as const;

const PATTERNS = FIRST_VIEW_ROUTES.map(routePattern);

/** A query string always gets the shell from the server (decision 032), so it is never a page. */
export function mayBeFirstView(url: URL): boolean {
  return url.search === '' && PATTERNS.some((pattern) => pattern.test(url.pathname));
}

/** Whether Cache-Control keeps the answer to one person (`private`). */
function isPrivate(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return cacheControl
    .split(',')
    .some((directive) => directive.split('=')[0]!.trim().toLowerCase() === 'private');
}

/**
 * A document the worker may keep: a 200 the server marked as a guest's first view, the same for
 * everyone, that no Cache-Control keeps from a shared store. The shell, a redirect, an error or
 * anything unmarked is never kept.
 */
export function isKeepablePage(response: Response): boolean {
  return (
    isStorable(response) &&
    !isPrivate(response) &&
    response.headers.get(FIRST_VIEW_HEADER) === FIRST_VIEW_GUEST
  );
}

const ENTRY = /data-app-entry="([^"]+)"/;

/**
 * The entry a kept page starts (public/first-view-start.js), when this worker holds it: a page
 * of another build names files this worker cannot answer offline, so it is not kept.
 */
export function startsHeldEntry(html: string, isHeld: (url: string) => boolean): boolean {
  const entry = ENTRY.exec(html)?.[1];
  return entry !== undefined && isHeld(entry);
}
