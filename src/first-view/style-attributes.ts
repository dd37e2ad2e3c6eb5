/*
 * The CSP allows no inline style attribute, and React writes `style="…"` for every `style`
 * prop (the skeletons' widths, for one). In a server-rendered first view each such attribute
 * becomes a `data-fv-style` mark and a rule in the page's hashed <style>, with `!important` so
 * it wins as the attribute would have. The app's own render replaces those nodes anyway.
 */

/**
 * A start tag's ` style="…"`. Quotes inside attribute values and text are always escaped
 * (`&quot;`), so a real `"` can only delimit a real attribute; `[^<>]` keeps to one tag.
 */
const STYLE_ATTRIBUTE = /(<[a-zA-Z][^<>]*?)\sstyle="([^"]*)"/g;

/** Declarations React writes for our props: no braces, quotes, escapes or angle brackets. */
const PLAIN_DECLARATIONS = /^[\w\s:;.%#(),/+-]*$/;

export function moveStyleAttributes(html: string): { html: string; css: string } {
  const marks = new Map<string, number>();
  const out = html.replace(STYLE_ATTRIBUTE, (_match, tag: string, declarations: string) => {
    // Anything unexpected is dropped rather than copied into a stylesheet.
    if (!PLAIN_DECLARATIONS.test(declarations)) return tag;
    let mark = marks.get(declarations);
    if (mark === undefined) {
      mark = marks.size + 1;
      marks.set(declarations, mark);
    }
    return `${tag} data-fv-style="${mark}"`;
  });
  const css = [...marks]
    .map(([declarations, mark]) => {
      const important = declarations
        .split(';')
        .filter((d) => d.trim())
        .map((d) => `${d.trim()} !important`)
        .join(';');
      return `[data-fv-style="${mark}"]{${important}}`;
    })
    .join('');
  return { html: out, css };
}
