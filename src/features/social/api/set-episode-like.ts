import { useState } from 'react';
import { requireLogin, storedViewerId } from '@/app/session';
import { apiData } from '@/lib/api-client';
import { pressEpisodeLike, type EpisodeLikes, type LikeParam } from '../like-math';

export const setEpisodeLike = (episodeId: number, userId: number, value: LikeParam) =>
  apiData('episodeStatus', { params: { episodeId, userId, action: 'like', value } });

/**
 * The episode's like and dislike: the counts change at once, follow the server's answer, and go
 * back if the call fails (the API client shows the server's msg).
 */
export function useEpisodeLike(episodeId: number, initial: EpisodeLikes) {
  const [state, setState] = useState(initial);
  const [pending, setPending] = useState(false);

  const press = async (pressed: 1 | 0) => {
    if (!requireLogin() || pending) return;
    const before = state;
    const { param, next } = pressEpisodeLike(state, pressed);
    setState(next);
    setPending(true);
    try {
      const answer = await setEpisodeLike(episodeId, storedViewerId(), param);
      // A write queued offline answers without data: keep the optimistic state.
      if (answer && typeof answer.likeCount === 'number') {
        setState({
          liked: answer.liked,
          likeCount: answer.likeCount,
          dislikeCount: answer.dislikeCount,
        });
      }
    } catch {
      setState(before);
    } finally {
      setPending(false);
    }
  };

  return { state, pending, press };
}
