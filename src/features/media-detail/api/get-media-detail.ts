import { useCallback } from 'react';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { MediaDetail } from '@contract/entities';
import { apiData } from '@/lib/api-client';
import { storedViewerId, useViewerId } from '@/session';
import { useKeptMarks } from './kept-marks';

// Quiet: the screens show their own not-found and retry states instead of a toast.
export const getMediaDetail = (id: number, userId: number, signal?: AbortSignal) =>
  apiData('animeDetail', { params: { id, userId }, signal, quiet: true });

/**
 * A media as the viewer sees it, marks included: the one place the app keeps it
 * (docs/decisions/022). The detail pages, the overlay, the watch pages' status bar and the
 * /watch/{media} redirect all read this key; `useMediaStatusToggle` is its one writer. Loaders
 * pass no viewer and get the stored one, which is what the hooks use until the session is known.
 */
export const mediaDetailQueryOptions = (id: number, userId: number = storedViewerId()) =>
  queryOptions({
    queryKey: ['media-detail', 'detail', { id, userId }],
    queryFn: ({ signal }) => getMediaDetail(id, userId, signal),
  });

// Both read with the viewer's marks still waiting in the outbox laid over (kept-marks.ts).
export const useMediaDetail = (id: number) =>
  useQuery({ ...mediaDetailQueryOptions(id, useViewerId()), select: useKeptMarks(id) });

export const useSuspenseMediaDetail = (id: number) =>
  useSuspenseQuery({ ...mediaDetailQueryOptions(id, useViewerId()), select: useKeptMarks(id) });

/** The viewer's marks on a media, as the like, watch-later and notify toggles show them. */
export type MediaMarks = Pick<MediaDetail, 'liked' | 'later' | 'notify' | 'like_count'>;

const marksOf = ({ liked, later, notify, like_count }: MediaDetail): MediaMarks => ({
  liked,
  later,
  notify,
  like_count,
});

/** The marks alone, from the same query as the detail (a page showing both asks once). */
export function useMediaMarks(id: number) {
  const kept = useKeptMarks(id);
  const select = useCallback((detail: MediaDetail) => marksOf(kept(detail)), [kept]);
  return useQuery({ ...mediaDetailQueryOptions(id, useViewerId()), select });
}
