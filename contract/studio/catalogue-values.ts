/*
 * Choices of the catalogue room (docs/decisions/053-studio-catalogue.md), zod-free so the studio
 * app can import them at runtime for its filters and selects.
 */

/** What the studio's catalogue holds; the live channel is not edited here. */
export const TITLE_KINDS = ['series', 'movie', 'theatre'] as const;
export type TitleKind = (typeof TITLE_KINDS)[number];

export const TITLE_KIND_NAMES: Record<TitleKind, string> = {
  series: 'Цуврал',
  movie: 'Кино',
  theatre: 'Театр',
};

/** 'updated' and 'created' newest first, 'title' in the Mongolian alphabet's order. */
export const TITLE_SORTS = ['updated', 'title', 'created'] as const;
export type TitleSort = (typeof TITLE_SORTS)[number];

export const TITLE_SORT_NAMES: Record<TitleSort, string> = {
  updated: 'Сүүлд зассан',
  title: 'Нэрээр (А-Я)',
  created: 'Сүүлд нэмсэн',
};

export const TITLE_STATUSES = ['airing', 'completed'] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];

export const TITLE_STATUS_NAMES: Record<TitleStatus, string> = {
  airing: 'Гарч байгаа',
  completed: 'Дууссан',
};

/** Rows per page of the title list. */
export const TITLES_PAGE_SIZE = 50;

/** Answers per pick-list search. */
export const PICK_LIMIT = 20;
