import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RouteError } from '@/app/errors/route-error';
import { CHUNK_TIMEOUT_MS, useChunkWatchdog } from '@/app/errors/use-chunk-watchdog';
import { ChunkError } from '@/app/errors/chunk-error';

function Root() {
  const failed = useChunkWatchdog();
  return failed ? <ChunkError /> : <Outlet />;
}

function buildRouter(load: () => Promise<{ default: () => ReactElement }>) {
  const root = createRootRoute({ component: Root });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Нүүр</p> });
  const lazy = createRoute({
    getParentRoute: () => root,
    path: '/lazy',
    component: lazyRouteComponent(load),
  });
  return createRouter({
    routeTree: root.addChildren([home, lazy]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteError,
  });
}

afterEach(() => vi.useRealTimers());

/** jsdom cannot reload a page: the router's one reload for a missing chunk is recorded instead. */
function stubReload() {
  const reload = vi.fn();
  const original = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
  onTestFinished(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
  return reload;
}

describe('chunk load errors (docs/product.md §8, §9)', () => {
  it('shows the chunk error with a reload button when a lazy chunk fails', async () => {
    const reload = stubReload();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = buildRouter(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /btv/assets/x.js'),
      ),
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Нүүр')).toBeTruthy();
    await act(async () => router.history.push('/lazy'));
    expect(await screen.findByRole('heading', { name: 'Хуудсыг ачаалж чадсангүй' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Дахин ачаалах' })).toBeTruthy();
    // The router reloads once in case a new deployment replaced the chunk; then React reports
    // the error the boundary caught, and nothing else is written.
    expect(reload).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalled();
    for (const call of logged.mock.calls) {
      expect(call).toContainEqual(
        expect.objectContaining({ message: expect.stringContaining('/btv/assets/x.js') }),
      );
    }
  });

  it('shows the chunk error when a chunk takes longer than 120 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = buildRouter(() => new Promise(() => undefined));
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Нүүр')).toBeTruthy();
    router.history.push('/lazy');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1000);
    });
    expect(screen.queryByText('Хуудсыг ачаалж чадсангүй')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByRole('heading', { name: 'Хуудсыг ачаалж чадсангүй' })).toBeTruthy();
  });
});
