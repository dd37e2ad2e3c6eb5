import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeValue, MediaDetail } from '@contract/entities';
import { apiData } from '@/lib/api-client';
import { getSession } from '@/lib/session-storage';
import { showToast } from '@/lib/toast-store';
import { specTexts } from '@/lib/texts';
import { mediaDetailQueryOptions } from './get-media-detail';

export const setMediaLike = (mediaId: number, userId: number, value: '1' | '0') =>
  apiData('mediaStatus', { params: { mediaId, userId, action: 'like', value } });

interface Vars {
  detail: MediaDetail;
}

function toggled(liked: LikeValue): { value: '1' | '0'; next: LikeValue; delta: number } {
  // docs/product.md §4: 1 likes; for a media 0 removes the like.
  return liked === 1 ? { value: '0', next: null, delta: -1 } : { value: '1', next: 1, delta: 1 };
}

/**
 * The like toggle: guests get the spec's login message; users see the change at once and get it
 * rolled back if the server refuses (the error toast comes from the API client).
 */
export function useToggleMediaLike() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ detail }: Vars) => {
      const userId = getSession().userId ?? 0;
      return setMediaLike(detail.id, userId, toggled(detail.liked).value);
    },
    onMutate: async ({ detail }: Vars) => {
      const { queryKey } = mediaDetailQueryOptions(detail.id);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const { next, delta } = toggled(detail.liked);
      queryClient.setQueryData(queryKey, (old) =>
        old ? { ...old, liked: next, like_count: Math.max(0, old.like_count + delta) } : old,
      );
      return { previous };
    },
    onError: (_error, { detail }, context) => {
      queryClient.setQueryData(mediaDetailQueryOptions(detail.id).queryKey, context?.previous);
    },
    onSuccess: (state, { detail }) => {
      queryClient.setQueryData(mediaDetailQueryOptions(detail.id).queryKey, (old) =>
        old ? { ...old, liked: state.liked, like_count: state.like_count } : old,
      );
    },
  });

  const toggle = (detail: MediaDetail) => {
    if (getSession().userId === null) {
      showToast('warning', specTexts.loginRequired);
      return;
    }
    mutation.mutate({ detail });
  };
  return { toggle, isPending: mutation.isPending };
}
