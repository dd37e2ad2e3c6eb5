import type { MiddlewareHandler } from 'hono';
import { authMessages } from '../../contract/messages';

/**
 * Refuses a request a browser marks as sent by another site (`Sec-Fetch-Site: cross-site`): an
 * `<img>` or a form on any page could otherwise make us text a code, check one or try a PIN in a
 * visitor's name, and each of those counts against the phone's limits (decision 037). Browsers
 * that send no Sec-Fetch-Site (old ones, and every non-browser client) pass: they carry no
 * visitor's standing a page could borrow.
 */
export function sameSiteOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      return c.json({ status: false, msg: authMessages.crossSite }, 403);
    }
    return next();
  };
}
