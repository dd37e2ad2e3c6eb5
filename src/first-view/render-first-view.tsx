import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { JSDOM } from 'jsdom';
import { QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { EarlyLoginFrame } from '@/features/auth/first-view';
import { sendRequestsWith } from '@/lib/api-client';
import { SERVICE_TIME_ZONE, showDatesIn } from '@/lib/format-date';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { sanitizeWith } from '@/ui/safe-html';
import { fetchRenderedQueries } from './fetch-rendered-queries';
import { firstViewDataTag } from './first-view-data';
import { readsBehind, recordReads } from './render-reads';
import { moveStyleAttributes } from './style-attributes';
import { untilQueriesSettle } from './until-queries-settle';

sanitizeWith(new JSDOM('').window);
showDatesIn(SERVICE_TIME_ZONE);

/** Parts that ask for data only once other data has drawn them; two levels are plenty. */
const MAX_DATA_PASSES = 2;

/**
 * A pass that waits for the page's lazy parts to load and mounts its queries. Its markup is
 * not used: for a part that suspended it holds React's inline reveal scripts, which the CSP
 * refuses. Once everything is loaded, renderToString draws it all in place.
 */
async function warmUp(app: ReactNode): Promise<void> {
  const { prelude } = await prerender(app);
  await new Response(prelude).arrayBuffer();
}

export interface FirstView {
  /** The app's markup for #root, as a guest sees it. */
  html: string;
  /**
   * The query cache it was rendered from, as the JSON block the browser's first render reads,
   * and the API answers behind it, for the page's service worker (decision 044).
   */
  dataTag: string;
  /** Rules for the markup's style attributes, which the CSP would refuse (style-attributes.ts). */
  css: string;
  /**
   * The login dialog's frame, for a tap on "Нэвтрэх" before the app runs (decision 082): the
   * server keeps it in a <template> that public/first-view-start.js shows; the app never reads it.
   */
  loginFrame: string;
}

/** Between the page and the frame while their style attributes are moved as one text. */
const SPLIT = '<!--early-login-->';

/** The login frame, the same for every page: rendered once per renderer. */
let loginFrame: string | undefined;
const loginFrameMarkup = () => (loginFrame ??= renderToStaticMarkup(<EarlyLoginFrame />));

/**
 * The first view of a URL as a guest sees it, rendered in Node by the same routes, loaders and
 * components as the browser (decision 032). `send` answers the API's requests in process.
 * Null when the URL is not a page (not found, a redirect, an error): the shell serves it.
 */
export async function renderFirstView(
  url: string,
  send: (url: string, init: RequestInit) => Promise<Response>,
): Promise<FirstView | null> {
  sendRequestsWith(send);
  recordReads();
  const queryClient = createQueryClient();
  try {
    const html = await render(url, queryClient);
    if (html === null) return null;
    const dataTag = firstViewDataTag(dehydrate(queryClient), readsBehind(queryClient));
    // One set of style marks for the page and the frame, so their numbers never meet.
    const moved = moveStyleAttributes(`${html}${SPLIT}${loginFrameMarkup()}`);
    const at = moved.html.lastIndexOf(SPLIT);
    return {
      html: moved.html.slice(0, at),
      loginFrame: moved.html.slice(at + SPLIT.length),
      css: moved.css,
      dataTag,
    };
  } finally {
    queryClient.clear();
  }
}

/** The page's markup, with `queryClient` holding its data; null when the URL is not a page. */
async function render(url: string, queryClient: QueryClient): Promise<string | null> {
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  await untilQueriesSettle(queryClient);
  const { matches, location } = router.state;
  const leaf = matches.at(-1);
  const page = leaf && leaf.routeId !== '/$' && matches.every((m) => m.status === 'success');
  // A loader that redirected moved the memory history: the browser will follow it itself.
  const moved = location.pathname !== new URL(url, 'http://first.view').pathname;
  if (!page || moved) return null;
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  await warmUp(app);
  let html: string | null = null;
  for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
    if ((await fetchRenderedQueries(queryClient)) === 0) break;
    // The page's code is loaded now; a string render also mounts any query the data revealed.
    html = renderToString(app);
  }
  return html ?? renderToString(app);
}
