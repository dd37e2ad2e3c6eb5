/*
 * A cue's text line as WebVTT allows it (decision 061). WebVTT cue text knows the tags b, i, u,
 * c, v, lang, ruby, rt and timestamps; those stay. Formatting from elsewhere (SRT's <font>,
 * <span>, ASS's {\an8}) is removed and its words kept. Markup that is code or a link (script,
 * style, iframe, an on… handler, javascript:) is not a subtitle: the file is refused. A "<" or
 * "&" that begins nothing is escaped, as WebVTT requires.
 */

const REFUSED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'img',
  'link',
  'meta',
  'form',
  'input',
  'button',
  'a',
  'base',
  'html',
  'body',
  'head',
]);

const PLAIN_TAG = /^(b|i|u|c|ruby|rt)(\.[\w-]+)*$/;
const ANNOTATED_TAG = /^(v|lang)(\.[\w-]+)*(\s+[^<>&]+)?$/;
const CLOSING_TAG = /^\/(b|i|u|c|v|lang|ruby|rt)$/;
const TIMESTAMP_TAG = /^(\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}$/;
const ENTITY = /^&(amp|lt|gt|lrm|rlm|nbsp|#\d+|#x[0-9a-f]+);$/i;

const TOKEN = /<([^<>]*)>|&[#\w]*;?|[<>]|[^<>&]+/g;

/** The cleaned line, or null when it holds markup that is refused. */
export function cleanCueLine(line: string): string | null {
  const withoutAss = line.replace(/\{\\[^}]*\}/g, '');
  let out = '';
  for (const match of withoutAss.matchAll(TOKEN)) {
    const token = match[0];
    const tag = match[1];
    if (tag !== undefined) {
      const body = tag.trim();
      const name = /^\/?\s*([a-z][a-z0-9]*)/i.exec(body)?.[1]?.toLowerCase() ?? '';
      if (REFUSED_TAGS.has(name) || /\bon[a-z]+\s*=|javascript:/i.test(body)) return null;
      const lowered = body.replace(
        /^(\/?)([a-z]+)/i,
        (_, slash: string, word: string) => slash + word.toLowerCase(),
      );
      if (
        [PLAIN_TAG, ANNOTATED_TAG, CLOSING_TAG, TIMESTAMP_TAG].some((rule) => rule.test(lowered))
      ) {
        out += `<${lowered}>`;
      }
      // Any other tag goes; its words stay.
    } else if (token === '<') out += '&lt;';
    else if (token === '>') out += '&gt;';
    else if (token.startsWith('&')) out += ENTITY.test(token) ? token : `&amp;${token.slice(1)}`;
    else out += token;
  }
  return out;
}
