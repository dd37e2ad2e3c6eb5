/**
 * The app's own pages (src/routes), as URL templates: the worker answers a navigation with the
 * app shell only for these. Anything else is the server's (the QPay sandbox's pay page, a page
 * added on the server later) and goes to the network, so a browser with the app installed sees
 * what a browser without it sees. tests/unit/sw-app-routes.test.ts keeps this list and the route
 * tree in step.
 */
export const APP_ROUTES = [
  '/',
  '/aan',
  '/actor/$id',
  '/choose/amount',
  '/choose/bank/payment',
  '/choose/tax/type',
  '/contact',
  '/content/$id',
  '/downloads',
  '/downloads/$downloadId',
  '/episode/later',
  '/episode/liked',
  '/episode/new',
  '/faq',
  '/history',
  '/live',
  '/login/qr',
  '/media',
  '/movie/stream/$id',
  '/news-letter',
  '/news-letter/detail/$id',
  '/pack',
  '/payment',
  '/payment/card',
  '/payment/qpay',
  '/payment/transfer',
  '/podcast',
  '/podcast/detail/$id',
  '/policy',
  '/profile',
  '/profile/change-password',
  '/profile/ebarimt/list',
  '/profile/extend-rights',
  '/profile/my-fund',
  '/profile/viewed-history',
  '/register',
  '/search',
  '/series',
  '/series/$cat/$season/$status/$sort',
  '/series/detail/$id',
  '/theatre',
  '/theatre/$cat/$sort',
  '/theatre/detail/$id',
  '/theatre/watch/$id',
  '/user/logout',
  '/watch/$media',
  '/watch/$media/$episode',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/actor/$id` → /^\/actor\/[^/]+\/?$/: a parameter is one non-empty segment. */
export function routePattern(template: string): RegExp {
  const parts = template.split('/').map((part) => (part.startsWith('$') ? '[^/]+' : escape(part)));
  return new RegExp(`^${template === '/' ? '/' : `${parts.join('/')}/?`}$`);
}

export const APP_ROUTE_PATTERNS: RegExp[] = APP_ROUTES.map(routePattern);
