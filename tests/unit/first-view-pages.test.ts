import { describe, expect, it } from 'vitest';
import { isPublicPage } from '../../server/first-view';

/** The server never knows who asks for a document: only pages the same for all are rendered. */
describe('which pages come server-rendered', () => {
  it('renders the catalogue, details, podcasts, newsletters and the static pages', () => {
    for (const path of [
      '/',
      '/series',
      '/series/all/all/all/all',
      '/series/detail/38',
      '/theatre/all/all',
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
    ]) {
      expect(isPublicPage(path), path).toBe(true);
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
      expect(isPublicPage(path), path).toBe(false);
    }
  });
});
