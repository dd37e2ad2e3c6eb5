/**
 * React's note that it could not adopt the server's first view and drew the page itself. The
 * page is right either way; this only costs the time hydration saves. A warning, not an error:
 * React's default reports it as an uncaught error, which it is not.
 */
export function reportRedrawnFirstView(error: unknown): void {
  console.warn('First view redrawn instead of hydrated:', error);
}
