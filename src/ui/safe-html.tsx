import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { ALLOWED_URI, FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS } from '@contract/html-rules';

/**
 * The only way server HTML (descriptions, FAQ answers, content pages, newsletters) reaches the
 * DOM: DOMPurify with scripts, event handlers, forms and non-http(s)/mailto/tel URLs removed, and
 * every link opened safely. Ids and names get a `user-content-` prefix so the HTML cannot clobber
 * globals or the app's own ids (tests/components/xss-corpus.test.tsx).
 */
const NAMED_PREFIX = 'user-content-';

let purifier: Purifier | null = null;

/**
 * On the server there is no DOM for DOMPurify to parse with: the first-view renderer hands it
 * one (jsdom's), so server-rendered HTML is sanitised by the same rules as in the browser.
 */
export function sanitizeWith(window: WindowLike): void {
  purifier = withHooks(DOMPurify(window));
}

function withHooks(instance: Purifier): Purifier {
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // In-page links follow their target's prefixed id.
      if (/^#./.test(href) && !href.startsWith(`#${NAMED_PREFIX}`)) {
        node.setAttribute('href', `#${NAMED_PREFIX}${href.slice(1)}`);
      }
    }
  });
  return instance;
}

export function sanitizeHtml(html: string): string {
  purifier ??= withHooks(DOMPurify);
  return purifier.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    SANITIZE_NAMED_PROPS: true,
  });
}

interface Props {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

export function SafeHtml({ html, className, as: Tag = 'div' }: Props) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  // data-safe-html marks sanitised HTML for the XSS suites' stricter audit.
  return (
    <Tag className={className} data-safe-html="" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
