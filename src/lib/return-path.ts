const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * `?next=` of /login/qr and /register: where the person was when they chose to sign in, so they
 * come back to it (a theatre title and its rental step) instead of the home page. Only a path of
 * this site is taken: `//host`, `/\host` and anything with a scheme would send them elsewhere.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.length > 512 || [...value].some(isControl)) return undefined;
  return value;
}

/** The sign-in link's href that brings the person back to `here`. */
export const withReturnPath = (path: string, here: string): string =>
  `${path}?next=${encodeURIComponent(here)}`;
