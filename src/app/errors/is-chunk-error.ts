/** Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari. */
const PATTERNS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'ChunkLoadError',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return PATTERNS.some((p) => message.includes(p));
}
