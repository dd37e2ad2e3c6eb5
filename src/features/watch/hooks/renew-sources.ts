import type { QueryObserverResult } from '@tanstack/react-query';

/*
 * Signed media URLs expire (with the rental or paid days at the latest): a fresh answer has new
 * ones, or says the viewer may no longer watch, and the stage shows why. A refetch that failed
 * still carries the last good answer (with the expired URLs), so only a successful one counts.
 */
export function renewFrom<T extends { can_watch: boolean }>(
  refetch: () => Promise<QueryObserverResult<T>>,
): () => Promise<T | null> {
  return async () => {
    const result = await refetch();
    return result.isSuccess && !result.isRefetchError && result.data.can_watch ? result.data : null;
  };
}
