import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  Link,
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useSearch,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { EpisodeGroup, MediaDetail } from '@contract/entities';
import { paths } from '@contract/paths';
import MediaOverlay from '@/features/media-overlay/components/media-overlay';
import { validateOverlaySearch } from '@/features/media-overlay/overlay-search';
import { queryClient } from '@/lib/query-client';
import { server } from './msw-server';

// jsdom has no CSS.escape; react-aria's modal reads a meta tag with it.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
if (!css.escape) {
  css.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  (globalThis as { CSS?: unknown }).CSS = css;
}

/** A detail shaped like the seed's: every field filled. */
export function detailFixture(overrides: Partial<MediaDetail> = {}): MediaDetail {
  return {
    id: 11,
    kind: 'series',
    title: 'Зах зээлийн тойм',
    original_name: 'Market Review',
    description:
      '<p>Долоо хоногийн <strong>зах зээл</strong>.</p><script>window.__hacked = true</script><img src="x" onerror="window.__hacked = true">',
    image1: '/art/poster-11.svg',
    logo: null,
    poster_hz: '/art/hz-11.svg',
    banner: '/art/banner-11.svg',
    liked: null,
    later: false,
    notify: false,
    watch_status: null,
    epId: 103,
    is_mirror: false,
    is_blacklist: false,
    translater: { nickname: 'Орчуулагч Болд', avatar: '/art/tr-1.svg' },
    categories: [
      { id: 1, title: 'Мэдээ', slug: 'news' },
      { id: 2, title: 'Эдийн засаг', slug: 'economy' },
    ],
    other_seasons: [
      { id: 11, title: '1-р улирал' },
      { id: 12, title: '2-р улирал' },
    ],
    studio: { name: 'BTV Студи', image: null },
    director: { name: 'Б. Энхжаргал', image: '/art/dir.svg' },
    actors: [
      { id: 5, name: 'Д. Саруул', image: '/art/a5.svg', vname: 'Г. Нараа', vimage: null },
      { id: 6, name: 'Т. Мөнх', image: null, vname: null, vimage: null },
    ],
    related: [
      {
        id: 21,
        kind: 'series',
        title: 'Хөрөнгийн бирж',
        original_name: 'Stock Exchange',
        image1: '/art/p21.svg',
        poster_hz: null,
        rating: 7.9,
        age_limit: null,
        total_episode: 20,
        released_date: '2024-01-01',
      },
    ],
    rating: 8.4,
    age_limit: 16,
    is_completed: false,
    released_date: '2024-03-01',
    total_episode: 12,
    season: null,
    like_count: 1200,
    updated_at: '2024-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export function groupsFixture(mediaId: number, count = 12): EpisodeGroup[] {
  const groups: EpisodeGroup[] = [];
  for (let n = 1; n <= count; n++) {
    const groupIndex = Math.floor((n - 1) / 10);
    let group = groups[groupIndex];
    if (!group) {
      group = { id: 500 + groupIndex, title: `${n}-${Math.min(count, n + 9)}`, episodes: [] };
      groups.push(group);
    }
    group.episodes.push({
      id: 100 + n,
      anime_id: mediaId,
      group_id: group.id,
      number: n,
      title: `${n}-р анги`,
      image: null,
      is_free: n <= 2,
      duration_sec: 1200,
      liked: null,
      likeCount: 0,
      dislikeCount: 0,
      commentCount: 0,
      created_at: '2024-03-01T00:00:00.000Z',
    });
  }
  return groups;
}

/** msw answers for one media: detail, groups and (by default) no hover video. */
export function serveMedia(detail: MediaDetail, options: { hover?: string | null } = {}) {
  const hover = options.hover ?? null;
  const calls = { hover: 0 };
  server.use(
    http.get(paths.animeDetail.path, ({ params }) =>
      Number(params.id) === detail.id
        ? HttpResponse.json({ status: true, data: detail })
        : HttpResponse.json({ status: false, msg: 'Хайсан зүйл олдсонгүй!' }, { status: 404 }),
    ),
    http.get(paths.groups.path, () =>
      HttpResponse.json({ status: true, data: groupsFixture(detail.id) }),
    ),
    http.get(paths.animeHover.path, () => {
      calls.hover++;
      return hover
        ? HttpResponse.json({ status: true, p: hover })
        : HttpResponse.json({ status: false, msg: 'Уучлаарай бичлэг олдсонгүй' });
    }),
  );
  return calls;
}

function Root() {
  const media = useSearch({ strict: false, select: (s) => (s as { media?: unknown }).media });
  return (
    <>
      <Outlet />
      {typeof media === 'number' ? <MediaOverlay mediaId={media} /> : null}
    </>
  );
}

/** A tiny app: the real overlay under a root with the real search validation. */
export function renderOverlayApp(url: string, extra: ReactNode = null) {
  const rootRoute = createRootRoute({ validateSearch: validateOverlaySearch, component: Root });
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <main>
        <h1>Нүүр</h1>
        <Link to="." search={{ media: 11 } as never} resetScroll={false}>
          Нээх
        </Link>
      </main>
    ),
  });
  const splat = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, splat]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
      {extra}
    </QueryClientProvider>,
  );
  return { router, client: queryClient, ...utils };
}

/** Renders a page component at `/` inside a router (for its links) and a query client. */
export function renderPage(page: ReactNode, extra: ReactNode = null) {
  const rootRoute = createRootRoute({ validateSearch: validateOverlaySearch });
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <Suspense fallback={<p>…</p>}>{page}</Suspense>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
      {extra}
    </QueryClientProvider>,
  );
  return { router, client: queryClient, ...utils };
}
