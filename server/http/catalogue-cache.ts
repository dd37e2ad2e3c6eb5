import type { MiddlewareHandler } from 'hono';
import { paths } from '../../contract/paths';
import type { Clock } from '../clock';

/*
 * Guests make most catalogue reads and all of them see the same answer, so each distinct read
 * (method, URL and body) is answered from memory for a few seconds: a listing or a search costs
 * the database once per window instead of once per visitor. Requests that carry a token or a
 * user id are never cached: their answers hold likes, progress and permissions. Each instance
 * keeps its own copy; nothing here has to agree across instances.
 */

/** Reads whose guest answer is the same for everyone. Writes and codes never belong here. */
const CATALOGUE_READS = [
  'slidesBig',
  'slidesSet',
  'programSlides',
  'homeCategories',
  'latestMovies',
  'latestEpisodes',
  'animeSeason',
  'animeSeasonList',
  'animeCats',
  'animeDetail',
  'animeHover',
  'animeList',
  'animeListGet',
  'mediaRelated',
  'mediaSuggested',
  'moviesWeb',
  'movie',
  'contentPage',
  'search',
  'faq',
  'podcasts',
  'podcastDetail',
  'podcastTracks',
  'newsletters',
  'newsletterDetail',
  'actor',
] as const satisfies readonly (keyof typeof paths)[];

const MAX_ENTRIES = 2000;
/** Bigger answers are not kept (a huge page would crowd out many small ones). */
const MAX_BODY_CHARS = 512 * 1024;

function matcher(template: string): RegExp {
  const source = template
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // A user id in the path makes the answer personal unless it is the guest's 0.
      return part === ':userId' ? '0' : '[^/]+';
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

const routes = CATALOGUE_READS.map((name) => ({
  method: paths[name].method,
  pattern: matcher(paths[name].path),
}));

interface Entry {
  expires: number;
  /** One request is recomputing it; the others keep getting this copy meanwhile. */
  refreshing: boolean;
  status: number;
  contentType: string;
  body: string;
}

/**
 * Spread over the second half of the window, so entries made together (a warm-up, a popular
 * page) do not all expire in the same instant and queue their database work behind each other.
 */
const lifetime = (ttlMs: number) => ttlMs * (0.5 + Math.random() * 0.5);

export function catalogueCache(ttlMs: number, clock: Clock): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  return async (c, next) => {
    if (ttlMs <= 0 || c.req.header('authorization')) return next();
    const method = c.req.method;
    const path = c.req.path;
    if (!routes.some((r) => r.method === method && r.pattern.test(path))) return next();

    const body = method === 'POST' ? await c.req.text() : '';
    const key = `${method} ${c.req.url} ${body}`;
    const now = clock.now();
    const hit = entries.get(key);
    if (hit && (hit.expires > now || hit.refreshing)) {
      c.header('X-Cache', 'hit');
      return c.body(hit.body, hit.status as 200, { 'Content-Type': hit.contentType });
    }

    if (hit) hit.refreshing = true;
    try {
      await next();
    } finally {
      if (hit) hit.refreshing = false;
    }
    const res = c.res;
    const contentType = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !contentType.startsWith('application/json')) return;
    const text = await res.clone().text();
    if (text.length > MAX_BODY_CHARS) return;
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, {
      expires: now + lifetime(ttlMs),
      refreshing: false,
      status: res.status,
      contentType,
      body: text,
    });
  };
}
