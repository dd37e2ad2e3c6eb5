import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Seed facts read from the API, so tests check what the server really holds. */
export async function api<T>(baseUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { status: boolean; data: T };
  expect(json.status).toBe(true);
  return json.data;
}

export interface PagedTitles {
  data: { id: number; title: string; kind: string }[];
  current_page: number;
  last_page: number;
  total: number;
}

export const seriesPage = (baseUrl: string, page: number, filters: Record<string, unknown> = {}) =>
  api<PagedTitles>(baseUrl, `/api/m/anime/list/0?page=${page}`, {
    cats: [],
    season: 'all',
    sort: 'all',
    animeStatus: 'all',
    ...filters,
  });

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Polls until `read` returns something `accept` likes (scrolling is animated). The bound is that
 * of expect.poll in this project: a passing wait ends at once, so it costs nothing on a quiet
 * machine and does not fail a loaded one.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (v: T) => boolean,
  ms = 15_000,
) {
  const until = Date.now() + ms;
  let value = await read();
  while (!accept(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
