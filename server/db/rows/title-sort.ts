/**
 * The Mongolian Cyrillic alphabet in its own order. Code-point order puts Ө and Ү after Я (they
 * live in the Cyrillic extension block), so "Өглөөний мэдээ" came last in А–Я.
 */
export const MONGOLIAN_ALPHABET = 'абвгдеёжзийклмноөпрстуүфхцчшщъыьэюя';

/** Private-use code points: no real title holds them, and they sort after every real letter. */
const FIRST_KEY = 0xe000;

/**
 * A title's sort key (media.title_sort): lowercased, each Mongolian letter replaced by a code
 * point in alphabet order, so a plain binary comparison (SQLite's BINARY, PostgreSQL's "C") sorts
 * titles as the alphabet does, on both databases, with an index. Anything that writes a title
 * must write this with it.
 */
export function titleSortKey(title: string): string {
  let key = '';
  for (const char of title.trim().toLowerCase()) {
    const at = MONGOLIAN_ALPHABET.indexOf(char);
    key += at < 0 ? char : String.fromCharCode(FIRST_KEY + at);
  }
  return key;
}
