/*
 * Checks shared by the jsdom and Chromium XSS suites. Both functions are self-contained (no
 * imports, no outer variables) because Playwright sends them to the page as source text.
 */

export interface AuditOptions {
  /**
   * Server HTML (SafeHtml's output) may not hold forms, inputs, SVG or MathML either; the rest
   * of the app renders those itself, so a page-wide audit leaves them alone.
   */
  strict: boolean;
}

/** What in `root` could run script, load it, or clobber the DOM; empty when nothing. */
export function auditDom(root: ParentNode, options: AuditOptions): string[] {
  const findings: string[] = [];
  const never = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base'];
  never.push('meta', 'link', 'style', 'isindex', 'bgsound', 'noscript', 'xml');
  // react-aria builds collections inside a <template>, so only server HTML may not have one.
  const strictOnly = ['form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'xmp'];
  strictOnly.push('noembed', 'noframes', 'title', 'template');
  const forbidden = new Set(options.strict ? [...never, ...strictOnly] : never);
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'background', 'poster'];
  urlAttributes.push('dynsrc', 'lowsrc', 'srcset', 'xlink:href', 'codebase', 'code', 'to');
  urlAttributes.push('from', 'values', 'ping', 'cite');
  // React 19 swaps a javascript: URL it is given for this one, which only throws.
  const reactBlocked = /^javascript:throw new Error\('React has blocked a javascript: URL/;
  const doc = (root as Node).ownerDocument ?? (root as Document);
  const walk = (node: ParentNode) => {
    for (const el of Array.from(node.querySelectorAll('*'))) {
      const tag = el.localName.toLowerCase();
      const where = `<${tag}>`;
      if (forbidden.has(tag)) findings.push(`${where} element`);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        // Control characters and whitespace are dropped by URL parsers, so they are here too.
        // eslint-disable-next-line no-control-regex
        const value = attr.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
        if (name.startsWith('on')) findings.push(`${where} ${name}=`);
        if (name === 'srcdoc') findings.push(`${where} srcdoc=`);
        if (options.strict && name === 'style') findings.push(`${where} style=`);
        if (urlAttributes.includes(name) && !reactBlocked.test(attr.value)) {
          if (/(^|[\s,])(javascript|vbscript|data|livescript):/.test(value)) {
            findings.push(`${where} ${name}=${attr.value.slice(0, 60)}`);
          }
        }
        // Named access turns ids and names into globals and document properties (DOM
        // clobbering); server HTML only gets them behind SafeHtml's prefix.
        if (options.strict && (name === 'id' || name === 'name')) {
          if (!attr.value.startsWith('user-content-')) {
            findings.push(`${where} ${name}="${attr.value}" can clobber`);
          }
        }
      }
      if (options.strict && tag === 'a' && el.getAttribute('href')) {
        // An off-site link must not hand the page to the target (window.opener).
        const url = new URL(el.getAttribute('href') ?? '', doc.baseURI);
        const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
        const offSite =
          /^https?:$/.test(url.protocol) && url.origin !== new URL(doc.baseURI).origin;
        if (offSite && !rel.includes('noopener'))
          findings.push(`<a> to ${url.origin} without noopener`);
      }
      if (tag === 'template') walk((el as HTMLTemplateElement).content);
    }
  };
  walk(root);
  return findings;
}

/**
 * Fires, on every element under `root`, the events the corpus's handlers listen for, so a
 * handler that survived would run now rather than on some later hover or focus.
 */
export function fireEvents(root: ParentNode): number {
  const types = ['error', 'load', 'mouseover', 'pointerover', 'click', 'focus', 'toggle'];
  types.push('animationstart', 'begin', 'start', 'pageshow', 'submit', 'input', 'change');
  let fired = 0;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    // A handler is an attribute: bare elements have none (and deep trees stay quick).
    if (el.attributes.length === 0) continue;
    for (const type of types) {
      el.dispatchEvent(new Event(type, { bubbles: false, cancelable: true }));
      fired += 1;
    }
  }
  return fired;
}
