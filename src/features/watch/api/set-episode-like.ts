import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireLogin, storedViewerId, useViewerId } from '@/session';
import { apiData } from '@/lib/api-client';
import { useKeptWrites } from '@/lib/outbox-status';
import {
  fromLikeParam,
  pressEpisodeLike,
  withEpisodeLike,
  type EpisodeLikes,
  type LikeParam,
} from '../episode-like-math';
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

/**
 * The like still waiting in the outbox, laid over the episode's counts: a copy read before it
 * (the worker's, on an offline reload) still shows the like pressed. The last write wins.
 */
export function useKeptEpisodeLike(episodeId: number, likes: EpisodeLikes): EpisodeLikes {
  const last = useKeptWrites('episodeStatus').findLast(
    ({ params }) => Number(params.episodeId) === episodeId && params.action === 'like',
  );
  return last ? withEpisodeLike(likes, fromLikeParam(last.params.value ?? '')) : likes;
}
