import { animeStatusSchema, listSortSchema } from '../../../contract/endpoints/content';

/*
 * Which document requests may cost a render (decision 038). A first view is rendered, and cached,
 * only under the one canonical URL of a page that is the same for everyone (decision 032):
 * otherwise `/series/detail/01`, `/series/detail/1/`, `/series/detail/%31` and every suffix are
 * each a new page to render, and a flood of them stalled the API (issue 27). A variant whose
 * canonical form is certain is sent there with a 301; anything else gets the shell, which the
 * browser's router reads as it always has.
 */

export type PageRequest =
  { kind: 'render'; path: string } | { kind: 'redirect'; location: string } | { kind: 'shell' };

const SHELL: PageRequest = { kind: 'shell' };

/** Pages with no parameter; `/series` and `/theatre` redirect in the browser, so not here. */
export const FIXED_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/media',
  '/episode/new',
  '/faq',
  '/policy',
  '/contact',
  '/aan',
  '/podcast',
  '/news-letter',
]);

/** A database id as the app's routes accept it (src/lib/not-found.ts parseId), no leading zero. */
const ID = '[1-9]\\d{0,9}';
const MAX_ID = 2_147_483_647;
const ID_OR_ALL = `(?:all|${ID})`;
const SORT = `(?:${listSortSchema.options.join('|')})`;
const STATUS = `(?:${animeStatusSchema.options.join('|')})`;

export const PAGES_WITH_PARAMETERS: readonly RegExp[] = [
  new RegExp(
    `^/(?:series/detail|theatre/detail|podcast/detail|news-letter/detail|actor|content)/(${ID})$`,
  ),
  // Listings only in their canonical shape; the others redirect in the browser (listing-params.ts).
  new RegExp(`^/series/${ID_OR_ALL}/${ID_OR_ALL}/${STATUS}/${SORT}$`),
  new RegExp(`^/theatre/${ID_OR_ALL}/${SORT}$`),
];

/** Is `path` the canonical URL of a page the server renders? */
export function isCanonicalPage(path: string): boolean {
  if (FIXED_PAGES.has(path)) return true;
  return PAGES_WITH_PARAMETERS.some((pattern) => {
    const match = pattern.exec(path);
    if (!match) return false;
    // Every number in the path is an id or a category: none may pass the database's int range.
    return (path.match(/\d+/g) ?? []).every((n) => Number(n) <= MAX_ID);
  });
}

/**
 * The canonical path a variant certainly means, or null: each segment percent-decoded, trailing
 * slashes and leading zeros of numbers dropped. An empty inner segment, an encoded slash or a
 * malformed escape changes what the browser's router reads, so those get no redirect.
 */
function canonicalOf(pathname: string): string | null {
  const raw = pathname.split('/').slice(1);
  while (raw.length > 1 && raw.at(-1) === '') raw.pop();
  const segments: string[] = [];
  for (const segment of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded.includes('/') || (decoded === '' && raw.length > 1)) return null;
    segments.push(/^0+[1-9]\d*$/.test(decoded) ? decoded.replace(/^0+/, '') : decoded);
  }
  const path = `/${segments.join('/')}`;
  return isCanonicalPage(path) ? path : null;
}

/**
 * What a document GET for `url` gets: a render of its page, a redirect to the page's canonical
 * URL, or the shell. A query string always gets the shell (decision 032): an overlay, a scroll
 * offset or a share's tracking changes little of the first view and would make every URL new.
 */
export function pageRequest(url: URL): PageRequest {
  if (url.search !== '') return SHELL;
  if (isCanonicalPage(url.pathname)) return { kind: 'render', path: url.pathname };
  const canonical = canonicalOf(url.pathname);
  return canonical ? { kind: 'redirect', location: canonical } : SHELL;
}
