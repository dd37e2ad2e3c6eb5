import type { QueryClient } from '@tanstack/react-query';
import type { HandedRead } from '@contract/handed-reads';
import { watchPublicReads } from '@/lib/public-reads';

/*
 * The API answers a render's page was drawn from, for the page to hand to its service worker
 * (decision 044). A render thread runs two renders at once through one API client, and async
 * context does not survive React's own scheduling, so a read is told apart by its answer: a
 * render's query cache holds the very objects the API client parsed (the envelope, or its `data`,
 * or a page of it). A query whose function reshapes its answer is not found, and its read is
 * simply not handed over.
 */
const readOf = new WeakMap<object, HandedRead>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Called by each render, not when this module loads: the thread loads the render bundle a second
 * time when a lazy chunk imports from it (without the bundle's version query), and that copy
 * would otherwise take over the watcher with a map no render reads.
 */
export function recordReads(): void {
  watchPublicReads({
    wants: () => true,
    seen: (read) => {
      if (!isObject(read.json)) return;
      readOf.set(read.json, read);
      const { data } = read.json as { data?: unknown };
      if (isObject(data)) readOf.set(data, read);
    },
  });
}

/** The reads behind the queries of `queryClient`, one per request. */
export function readsBehind(queryClient: QueryClient): HandedRead[] {
  const reads = new Set<HandedRead>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    const { pages } = isObject(data) ? (data as { pages?: unknown }) : {};
    for (const value of [data, ...(Array.isArray(pages) ? pages : [])]) {
      const read = isObject(value) ? readOf.get(value) : undefined;
      if (read) reads.add(read);
    }
  }
  return [...reads];
}
