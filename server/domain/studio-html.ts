import { createRequire } from 'node:module';
import DOMPurify from 'dompurify';
import { ALLOWED_URI, FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS } from '../../contract/html-rules';

/*
 * HTML an editor writes (a title's description) is sanitised before it is stored, by the rules
 * the viewer app sanitises with when it shows it (contract/html-rules.ts), so what is stored is
 * already what a viewer could see. Two parts of the viewer's sanitiser stay at showing time: the
 * `user-content-` prefix of ids and names, and `target`/`rel` on outside links (src/ui/safe-html
 * adds them every time it shows HTML; stored once here, ids would get the prefix twice).
 */

interface Purifier {
  sanitize(html: string, config: Record<string, unknown>): string;
}

let purifier: Purifier | null = null;

function purifierOf(): Purifier {
  if (purifier) return purifier;
  // jsdom ships no types; the server needs one window from it, made once on first use so a
  // server that never saves a description never loads it.
  const require = createRequire(import.meta.url);
  const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  const make = DOMPurify as unknown as (window: unknown) => Purifier;
  purifier = make(new JSDOM('').window);
  return purifier;
}

/** The HTML as it may be stored: scripts, handlers, forms, styles and odd URLs gone. */
export function sanitizeStoredHtml(html: string): string {
  return purifierOf().sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  });
}
