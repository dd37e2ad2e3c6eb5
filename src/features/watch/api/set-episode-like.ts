import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireLogin, storedViewerId, useViewerId } from '@/app/session';
import { pressEpisodeLike, type EpisodeLikes, type LikeParam } from '@/features/social';
import { apiData } from '@/lib/api-client';
import { episodeQueryOptions } from './get-episode';

export const setEpisodeLike = (episodeId: number, userId: number, value: LikeParam) =>
  apiData('episodeStatus', { params: { episodeId, userId, action: 'like', value } });

interface Vars {
  param: LikeParam;
  next: EpisodeLikes;
}

/**
 * The episode's like and dislike, written where the episode lives (its query, so coming back to
 * it shows the same counts; docs/decisions/022): the counts change at once, follow the server's
 * answer, and go back if the call fails (the API client shows the server's msg).
 */
export function useEpisodeLike(episodeId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = episodeQueryOptions(episodeId, useViewerId());
  const mutation = useMutation({
    mutationFn: ({ param }: Vars) => setEpisodeLike(episodeId, storedViewerId(), param),
    onMutate: async ({ next }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, ...next } : old));
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: (answer) => {
      // A write queued offline answers without data: keep the optimistic state.
      if (!answer || typeof answer.likeCount !== 'number') return;
      const { liked, likeCount, dislikeCount } = answer;
      queryClient.setQueryData(queryKey, (old) =>
        old ? { ...old, liked, likeCount, dislikeCount } : old,
      );
    },
  });

  const press = (current: EpisodeLikes, pressed: 1 | 0) => {
    if (!requireLogin() || mutation.isPending) return;
    mutation.mutate(pressEpisodeLike(current, pressed));
  };
  return { press, pending: mutation.isPending };
}
