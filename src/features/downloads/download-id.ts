import type { DownloadId } from '@contract/offline-downloads';

/** A `/downloads/{id}` path segment as a download id ('e12', 'm5', 'p3'), or null for junk. */
export function parseDownloadId(value: string): DownloadId | null {
  return /^[emp][1-9]\d{0,9}$/.test(value) ? (value as DownloadId) : null;
}

/** Where the title lives online: the series, the movie or theatre title, the podcast. */
export function onlineHref(kind: 'episode' | 'movie' | 'podcast', mediaId: number): string {
  if (kind === 'episode') return `/series/detail/${mediaId}`;
  if (kind === 'podcast') return `/podcast/detail/${mediaId}`;
  return `/theatre/detail/${mediaId}`;
}
