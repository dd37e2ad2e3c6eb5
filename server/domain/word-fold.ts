/*
 * How the moderators' word list meets a comment (docs/decisions/070-moderation-words-contact.md).
 * Both sides are folded the same way: Unicode NFKC (full-width and compatibility forms become
 * plain letters), lower case (Cyrillic with Ө/Ү included), Ё read as Е, and every run of
 * characters that are not letters, marks or digits read as one space. A list entry is then a
 * whole word or phrase: "муу" holds "Муу!" but not "муухай". Mongolian adds suffixes to a stem,
 * so an entry ending in `*` matches every word that starts with it ("муу*" holds "муухай").
 * No part of an entry is ever a regular expression: matching is plain substring search of
 * space-delimited text, so an entry like `(a+)+$` or `.*` is just its letters (or nothing).
 */

const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;

/** The folded form: lower-case words separated by single spaces; '' when no letter or digit. */
export function foldWords(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(SEPARATORS)
    .filter((part) => part !== '')
    .join(' ');
}

/** A list entry as stored: its folded words, with `*` kept at the end for a stem. */
export function foldEntry(entry: string): string {
  const trimmed = entry.trim();
  const stem = trimmed.endsWith('*');
  const words = foldWords(stem ? trimmed.slice(0, -1) : trimmed);
  if (words === '') return '';
  return stem ? `${words}*` : words;
}

/** The first stored entry found in `text`, or null. */
export function matchingEntry(text: string, entries: readonly string[]): string | null {
  const padded = ` ${foldWords(text)} `;
  for (const entry of entries) {
    const found = entry.endsWith('*')
      ? padded.includes(` ${entry.slice(0, -1)}`)
      : padded.includes(` ${entry} `);
    if (found) return entry;
  }
  return null;
}
