import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireLogin, storedViewerId } from '@/app/session';
import { apiData } from '@/lib/api-client';
import { mediaStatusQueryOptions, type MediaStatus } from './get-media-status';

export type MediaToggle = 'like' | 'later' | 'notify';

interface Vars {
  action: MediaToggle;
  on: boolean;
}

export const setMediaStatus = (mediaId: number, userId: number, action: MediaToggle, on: boolean) =>
  apiData('mediaStatus', {
    params: { mediaId, userId, action, value: on ? '1' : '0' },
  });

function applied(status: MediaStatus, { action, on }: Vars): MediaStatus {
  if (action !== 'like') return { ...status, [action]: on };
  const was = status.liked === 1;
  const delta = on === was ? 0 : on ? 1 : -1;
  const liked: MediaStatus['liked'] = on ? 1 : null;
  return { ...status, liked, like_count: Math.max(0, status.like_count + delta) };
}

/** Like (1 like, 0 remove), later and notify toggles of a media, optimistic with rollback. */
export function useMediaStatusToggle(mediaId: number, viewer: number) {
  const queryClient = useQueryClient();
  const { queryKey } = mediaStatusQueryOptions(mediaId, viewer);
  const mutation = useMutation({
    mutationFn: (vars: Vars) => setMediaStatus(mediaId, storedViewerId(), vars.action, vars.on),
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) => (old ? applied(old, vars) : old));
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: (state) => {
      if (!state || typeof state.like_count !== 'number') return;
      queryClient.setQueryData(queryKey, (old) =>
        old
          ? {
              ...old,
              liked: state.liked === 1 ? (1 as const) : null,
              later: state.later,
              notify: state.notify,
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
  return { toggle, pending: mutation.isPending ? mutation.variables?.action : undefined };
}
