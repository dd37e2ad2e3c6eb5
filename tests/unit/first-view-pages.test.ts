import { describe, expect, it } from 'vitest';
import { isCanonicalPage, pageRequest } from '../../server/web/first-view/first-view-canonical';

const requestFor = (path: string) => pageRequest(new URL(path, 'http://btv.test'));

/**
 * The server never knows who asks for a document: only pages the same for all are rendered, and
 * each only under its one canonical URL (decisions 032, 038).
 */
describe('which pages come server-rendered', () => {
  it('renders the catalogue, details, podcasts, newsletters and the static pages', () => {
    for (const path of [
      '/',
      '/series/all/all/all/all',
      '/series/3/12/airing/z-a',
      '/series/detail/38',
      '/theatre/all/all',
      '/theatre/4/popular',
      '/theatre/detail/7',
      '/media',
      '/episode/new',
      '/faq',
      '/policy',
      '/contact',
      '/aan',
      '/podcast',
      '/podcast/detail/3',
      '/news-letter',
      '/news-letter/detail/2',
      '/actor/5',
      '/content/9',
      '/content/2147483647',
    ]) {
      expect(requestFor(path), path).toEqual({ kind: 'render', path });
    }
  });

  it('leaves every personal or playing page to the browser', () => {
    for (const path of [
      '/profile',
      '/profile/my-fund',
      '/history',
      '/downloads',
      '/downloads/12',
      '/payment',
      '/payment/qpay',
      '/choose/amount',
      '/episode/liked',
      '/episode/later',
      '/watch/1',
      '/watch/1/2',
      '/theatre/watch/7',
      '/movie/stream/3',
      '/live',
      '/search',
      '/login/qr',
      '/user/logout',
      '/register',
      '/seriesx',
      '/faq/extra',
    ]) {
      expect(requestFor(path), path).toEqual({ kind: 'shell' });
    }
  });

  it('sends a variant whose page is certain to its canonical URL', () => {
    for (const [variant, canonical] of [
      ['/series/detail/038', '/series/detail/38'],
      [`/series/detail/${'0'.repeat(40)}38`, '/series/detail/38'],
      ['/series/detail/38/', '/series/detail/38'],
      ['/series/detail/38///', '/series/detail/38'],
      ['/series/detail/%33%38', '/series/detail/38'],
      ['/faq/', '/faq'],
      ['/f%61q', '/faq'],
      ['/series/all/0012/all/all', '/series/all/12/all/all'],
      ['/theatre/all/all/', '/theatre/all/all'],
    ]) {
      expect(requestFor(variant!), variant).toEqual({ kind: 'redirect', location: canonical });
    }
  });

  it('gives any other variant, a query and the shapes the browser redirects the shell', () => {
    for (const path of [
      '/series',
      '/theatre',
      '/series/detail/38/x',
      '/series/detail/38.0',
      '/series/detail/+38',
      '/series/detail/-38',
      '/series/detail/0',
      '/series/detail/2147483648',
      '/series/detail/99999999999',
      '/series/detail/38%20',
      '/series/detail/38;x',
      '/series/detail/38%2F',
      '/series//detail/38',
      '/series/detail/%E0%A4',
      '/Series/detail/38',
      '/series/1/all/new/asc',
      '/series/all/all/all/newest',
      '/theatre/0/all',
      '/series/detail/38?ref=share',
      '/?utm_source=x',
    ]) {
      expect(requestFor(path), path).toEqual({ kind: 'shell' });
    }
  });

  it('knows every listing sort and status as canonical', () => {
    for (const sort of ['all', 'new', 'old', 'a-z', 'z-a', 'rating', 'popular']) {
      expect(isCanonicalPage(`/theatre/all/${sort}`), sort).toBe(true);
      for (const status of ['all', 'airing', 'completed']) {
        expect(isCanonicalPage(`/series/all/all/${status}/${sort}`), status).toBe(true);
      }
    }
  });
});
