/*
 * How many bits a secret can hold at most, judged from the text alone (MEDIA_SIGNING_SECRET).
 * Length says little: 'aaaa…', 'abcabc…' and a word typed eight times are all long. The estimate
 * is an upper bound, so a secret below the line is weak for certain:
 *
 *   bits = new characters × bits per character
 *
 * - New characters: a left-to-right pass where a stretch of 4 or more that already occurred
 *   (LZ77's repeat, overlapping allowed, so 'aaaa…' is one 'a') or that continues a run with a
 *   steady step of at most 5 ('abcd', '1357', 'zyx') counts as one character, not as its length.
 * - Bits per character: log2 of the alphabet its character classes span (digits 10, hex 16,
 *   lower or upper letters 26 each, anything else 33).
 *
 * A random key passes with room to spare (`openssl rand -base64 32`: about 250; 32 random hex
 * characters, a 128-bit key: about 120). What no estimate without a dictionary can see is a long
 * phrase of real words; README says to use a generated key.
 */

/** NIST SP 800-57 Part 1's least acceptable security strength for a key. */
export const MIN_SECRET_BITS = 112;

const MIN_STRETCH = 4;
const MAX_STEP = 5;

/** The longest earlier occurrence of text starting at `at` (overlap allowed). */
function repeatLength(text: string, at: number): number {
  let best = 0;
  for (let from = 0; from < at; from++) {
    let n = 0;
    while (at + n < text.length && text[from + n] === text[at + n]) n++;
    best = Math.max(best, n);
  }
  return best;
}

/** How far a run with a steady step of at most MAX_STEP goes from `at`. */
function runLength(text: string, at: number): number {
  const step = text.charCodeAt(at + 1) - text.charCodeAt(at);
  if (step === 0 || Math.abs(step) > MAX_STEP) return 0;
  let n = 2;
  while (at + n < text.length && text.charCodeAt(at + n) - text.charCodeAt(at + n - 1) === step)
    n++;
  return n;
}

/** Characters that are not a repeat or a continued run. */
export function newCharacters(text: string): number {
  let count = 0;
  for (let at = 0; at < text.length; count++) {
    const stretch = Math.max(repeatLength(text, at), runLength(text, at));
    at += stretch >= MIN_STRETCH ? stretch : 1;
  }
  return count;
}

function alphabetBits(text: string): number {
  const hex = /^[0-9a-f]+$/.test(text) || /^[0-9A-F]+$/.test(text);
  let size = 0;
  if (/\d/.test(text)) size += 10;
  if (/[a-z]/.test(text)) size += hex && !/[A-F]/.test(text) ? 6 : 26;
  if (/[A-Z]/.test(text)) size += hex && !/[a-f]/.test(text) ? 6 : 26;
  if (/[^0-9a-zA-Z]/.test(text)) size += 33;
  return Math.log2(Math.max(size, 1));
}

/** At most how many bits of entropy `text` holds (see above). */
export function secretBits(text: string): number {
  return newCharacters(text) * alphabetBits(text);
}
