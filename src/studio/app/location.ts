import { useSyncExternalStore, type MouseEvent } from 'react';

/*
 * The studio's few pages need no router library: TanStack Router's types are registered once per
 * program for the viewer's route tree (src/router.tsx), so a second router there would be typed
 * against the viewer's pages (decision 055). This is the whole of it: the path under /studio,
 * its query, and pushState.
 */

export const STUDIO_BASE = '/studio';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
window.addEventListener('popstate', notify);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const snapshot = () => `${location.pathname}${location.search}`;

/** The page's address as path under /studio ('' for the start) and its query. */
export function useStudioLocation(): { path: string; search: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, snapshot, () => STUDIO_BASE);
  const url = new URL(href, 'http://studio.invalid');
  const path = url.pathname.replace(/^\/studio\/?/, '').replace(/\/$/, '');
  return { path, search: url.searchParams };
}

/** `room` and optional query → the URL under /studio. */
export function studioHref(path: string, query?: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${STUDIO_BASE}${path ? `/${path}` : ''}${qs ? `?${qs}` : ''}`;
}

export function navigate(href: string, { replace = false } = {}) {
  if (href === snapshot()) return;
  if (replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  notify();
}

/** An <a> click that stays in the studio: a plain click navigates here, a modified one opens a tab. */
export function followLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? STUDIO_BASE);
}
