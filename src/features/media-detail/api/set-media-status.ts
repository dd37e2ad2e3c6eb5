import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireLogin, storedViewerId, useViewerId } from '@/session';
import { apiData } from '@/lib/api-client';
import { mediaDetailQueryOptions } from './get-media-detail';
import { withMark, type MarkChange as Vars, type MediaToggle } from './kept-marks';

export type { MediaToggle };

/** docs/product.md §4: 1 likes (or marks); for a media 0 removes the like (or the mark). */
export const setMediaStatus = (mediaId: number, userId: number, action: MediaToggle, on: boolean) =>
  apiData('mediaStatus', {
    params: { mediaId, userId, action, value: on ? '1' : '0' },
  });

/**
 * The one writer of a media's like, watch-later and notify marks, for the detail pages, the
 * overlay and the watch pages alike: it changes the media's detail query at once, takes the
 * server's answer, and rolls back if the server refuses (the API client shows its msg). A guest
 * gets requireLogin's message and the login dialog, wherever the toggle is. `onSettled` lets a
 * list of marked titles (watch later) read itself again once the server has answered.
 */
export function useMediaStatusToggle(mediaId: number, options: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = mediaDetailQueryOptions(mediaId, useViewerId());
  const mutation = useMutation({
    mutationFn: (vars: Vars) => setMediaStatus(mediaId, storedViewerId(), vars.action, vars.on),
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) => (old ? withMark(old, vars) : old));
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: options.onSettled,
    onSuccess: (state) => {
      // A write queued offline answers without data: the optimistic marks stand.
      if (!state || typeof state.like_count !== 'number') return;
      queryClient.setQueryData(queryKey, (old) =>
        old
          ? {
              ...old,
              liked: state.liked === 1 ? (1 as const) : null,
              later: state.later,
              notify: state.notify,
              watch_status: state.watch_status,
              like_count: state.like_count,
            }
          : old,
      );
    },
  });

  const toggle = (action: MediaToggle, on: boolean) => {
    if (!requireLogin()) return;
    mutation.mutate({ action, on });
  };
  return { toggle, pending: mutation.isPending ? mutation.variables.action : undefined };
}
