import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { Paged } from '@contract/envelope';
import type { MediaCard } from '@contract/entities';
import { queryClient } from '@/lib/query-client';

// jsdom has no CSS.escape; react-aria's popover reads a meta tag with it.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
if (!css.escape) {
  css.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  (globalThis as { CSS?: unknown }).CSS = css;
}

/** A catalogue component inside a memory router (cards are router links) and the app's QueryClient. */
export async function renderCatalogue(ui: () => ReactNode, path = '/') {
  const rootRoute = createRootRoute({
    component: () => <Suspense fallback={<p>…</p>}>{ui()}</Suspense>,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client: queryClient, router, ...view };
}

export const card = (id: number, title = `Цуврал ${id}`): MediaCard => ({
  id,
  kind: 'series',
  title,
  original_name: null,
  image1: `/art/${id}.svg`,
  poster_hz: null,
  rating: 8,
  age_limit: null,
  total_episode: 10,
  released_date: '2024-03-01',
});

/** Page `page` of `lastPage`, `perPage` cards each, ids numbered across pages. */
export function pageOf(page: number, lastPage: number, perPage = 3): Paged<MediaCard> {
  return {
    data: Array.from({ length: perPage }, (_, i) => card((page - 1) * perPage + i + 1)),
    current_page: page,
    last_page: lastPage,
    total: lastPage * perPage,
  };
}

/**
 * jsdom has no IntersectionObserver. This one records what is observed; `intersectAll()` plays
 * the sentinel scrolling into view for every live observer, as the browser would.
 */
export class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  static created = 0;
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.created += 1;
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
  static intersectAll() {
    for (const observer of [...FakeIntersectionObserver.live]) {
      observer.callback(
        observer.targets.map(
          (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
        ),
        observer as unknown as IntersectionObserver,
      );
    }
  }
  static reset() {
    FakeIntersectionObserver.live.clear();
    FakeIntersectionObserver.created = 0;
  }
}
