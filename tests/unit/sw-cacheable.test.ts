import { describe, expect, it } from 'vitest';
import { POST_BODY_PARAM } from '../../contract/device-storage';
import { paths, type EndpointName } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { isCacheablePost, isCacheableRead, isKeptCacheKey } from '../../sw/cacheable';

/*
 * The worker keeps what contract/paths.ts declares public and nothing else (docs/decisions/014):
 * checked here for every path, so the worker and the contract cannot drift apart.
 */

const ORIGIN = 'https://btv.example';
const names = Object.keys(paths) as EndpointName[];

function urlOf(name: EndpointName, userId = 5): URL {
  const params: Record<string, string | number> = {};
  for (const match of paths[name].path.matchAll(/:([A-Za-z]+)/g)) {
    params[match[1]!] = match[1] === 'userId' ? userId : 7;
  }
  return new URL(buildPath(paths[name].path, params), ORIGIN);
}

const workerKeeps = (method: string, url: URL, origin = ORIGIN) => {
  const request = new Request(url, { method });
  return isCacheableRead(url, request, origin) || isCacheablePost(url, request, origin);
};

describe('the worker caches exactly the public routes of the contract', () => {
  it.each(names)('%s', (name) => {
    const { method, cache, writes } = paths[name];
    const url = urlOf(name);
    expect(workerKeeps(method, url)).toBe(cache === 'public' && !writes);
    // The same URL from another origin, or with another method, is never kept.
    expect(workerKeeps(method, url, 'https://other.example')).toBe(false);
  });

  it('keeps none of the answers the tester read offline, nor a GET that writes', () => {
    for (const path of [
      '/api/m/history/5',
      '/api/m/history/latest/list/5',
      '/api/m/anime/list/5?t=liked',
      '/api/m/notifications/5',
      '/api/m/ebarimt/list/5',
      '/api/m/ebarimt/type/5',
      '/api/m/seeroo/send/email/verify?email=a@b.mn&phone=99119911',
      '/api/m/seeroo/set/register/data?user_id=5&lastname=a&firstname=b',
      '/api/m/comment/action/1/5/like',
      '/api/m/anime/status/1/5/anime/like/1',
      // A download grant carries URLs signed for one user.
      '/api/m/download/5/movie/7',
    ]) {
      expect(workerKeeps('GET', new URL(path, ORIGIN)), path).toBe(false);
    }
    expect(workerKeeps('GET', new URL('/api/m/latest/movie', ORIGIN))).toBe(true);
    expect(workerKeeps('POST', new URL('/api/m/movies/web?page=1', ORIGIN))).toBe(true);
  });

  it('lets activate purge what older workers kept from private answers', () => {
    expect(isKeptCacheKey(new URL('/api/m/ebarimt/type/5', ORIGIN))).toBe(false);
    expect(isKeptCacheKey(new URL('/api/m/anime/list/5?t=liked', ORIGIN))).toBe(false);
    expect(isKeptCacheKey(new URL('/api/m/sms/vp/0/99119911?vp=register', ORIGIN))).toBe(false);
    expect(isKeptCacheKey(new URL('/api/m/faq-not-a-route', ORIGIN))).toBe(false);
    expect(isKeptCacheKey(new URL('/api/footer/get-faq', ORIGIN))).toBe(true);
    // A cached listing POST: its key is a GET on the POST's URL plus the body's hash.
    const post = new URL('/api/m/anime/list/0?page=1', ORIGIN);
    post.searchParams.set(POST_BODY_PARAM, 'ab12');
    expect(isKeptCacheKey(post)).toBe(true);
  });
});
