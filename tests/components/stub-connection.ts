import type { LinkInformation } from '@contract/link-quality';

/**
 * jsdom has no navigator.connection (a good link, as in Firefox and Safari): this puts one there,
 * with a `change` event as Chromium's has. Call `restore` after the test.
 */
export function stubConnection(initial: LinkInformation) {
  const connection = Object.assign(new EventTarget(), initial);
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return {
    change(next: LinkInformation) {
      Object.assign(connection, next);
      connection.dispatchEvent(new Event('change'));
    },
    restore() {
      delete (navigator as { connection?: unknown }).connection;
    },
  };
}
