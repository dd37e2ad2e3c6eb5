import fc from 'fast-check';

/*
 * Values a client should never send, gathered by what they probe: number parsing, text handling
 * (unicode, control bytes, direction marks), injection into SQL or HTML, and size.
 */

/** Text that looks like, or almost like, a number. */
export const numberLike = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e400',
  '0x1A',
  '0b11',
  '+7',
  ' 7',
  '7 ',
  '07',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  'Infinity',
  '-Infinity',
  'NaN',
  '١٢٣',
  '１２３',
  '7\u0000',
  '',
] as const;

/** Injection, markup, path tricks and odd unicode. */
export const hostileText = [
  "1' OR '1'='1",
  '1; DROP TABLE users; --',
  "' UNION SELECT token_hash FROM sessions --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '..%2f..%2fetc',
  'a\u0000b',
  '\u0000',
  '\u202Eevil\u202C',
  'שלום עולם',
  'مرحبا',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̴͖̈a̸̱͐l̷̟̈́g̶̝͝o̵͉͝',
  '\uD800',
  '\uFEFF',
  '\r\nSet-Cookie: x=1',
  '\t\n ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'Монгол бичиг',
  'ᠮᠣᠩᠭᠣᠯ',
] as const;

/** A string of `size` copies of a short unit: long enough to break length limits and buffers. */
export const hugeText = fc
  .tuple(fc.constantFrom('a', 'я', '😀', '\u0000', '<b>'), fc.constantFrom(300, 5_000, 70_000))
  .map(([unit, size]) => unit.repeat(size));

/** Any hostile string, weighted towards the corpus over random noise. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileText, ...numberLike) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeText },
);

/** JSON values of a type a field probably does not expect. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    '1',
    [],
    {},
    [1, 2],
    { $gt: '' },
  ),
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
);

/** Bodies sent as `application/json` that are not JSON at all. */
export const malformedJson = [
  '{',
  '{"a":1',
  "{'a':1}",
  '{"a":1}}',
  '[',
  'undefined',
  'NaN',
  '\uFEFF{}',
  '\u0000',
  '{"a":"\\x00"}',
  '{"a":01}',
  '',
  ' ',
] as const;

/** Deeply nested JSON: parsers and validators must not recurse themselves to death. */
export const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A header value must be Latin-1 text without CR, LF or NUL, or fetch throws before the server. */
export const headerSafe = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);
