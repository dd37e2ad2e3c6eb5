import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { failOnConsoleError } from './fail-on-console-error';
import { server } from './msw-server';

// What a test waits for must still happen, but on a loaded CI machine (two clean-clone runs on
// 2026-11-25, other tenants busy) a row built in a transition and a position written to
// IndexedDB each once took longer than testing library's default second; at a load average of
// 16 (2026-11-29) a home row took longer than 5 s. A bound only costs time when a test fails.
configure({ asyncUtilTimeout: 15_000 });

// React's act(...) warnings and jsdom's "Not implemented" are bugs in the test or the code: a test
// that writes to console.error fails (as in epic-stack). One that expects an error spies on
// console.error itself and asserts it. Registered first, so it runs after the other afterEach
// hooks (they run in reverse) and sees what unmounting writes too.
const consoleErrors = failOnConsoleError();
beforeEach(consoleErrors.watch);
afterEach(consoleErrors.verify);

// The pending-writes count reads the outbox through a chunk of its own, imported when a write
// or the worker says so; a read set off as a test ends then imported it after the file's
// environment was gone (EnvironmentTeardownError, downloads-podcast, 2026-11-30). Loaded here,
// a late import finds it already loaded.
beforeAll(async () => {
  await import('@/lib/outbox-keeper');
});

// An unmocked request is a test bug: fail loudly instead of hitting a network that is not there.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The page has one QueryClient, which the session reads too; tests render with it, with the
// app's defaults but no retries so failures show at once, and empty it after each test.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  queryClient.clear();
});
afterAll(() => server.close());

// jsdom has no matchMedia; components ask it about reduced motion and breakpoints.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll: the router's scroll restoration and the scroll anchor call it on every
// navigation, and no component test asks where the page scrolled to.
window.scrollTo = () => undefined;

// jsdom lacks CSS.escape, which react-aria's Modal uses.
if (typeof CSS === 'undefined' || !CSS.escape) {
  (globalThis as { CSS?: { escape(v: string): string } }).CSS = {
    escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`),
  };
}
