import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { mediaStartQueryOptions } from '../api/get-media-start';
import { useViewerId } from '@/app/session';
import { WatchSkeleton } from './watch-skeleton';

/** /watch/{media} alone: on to the next unwatched (or first) episode, else the series page. */
export function WatchRedirect({ mediaId }: { mediaId: number }) {
  const viewer = useViewerId();
  const router = useRouter();
  const query = useQuery(mediaStartQueryOptions(mediaId, viewer));

  useEffect(() => {
    if (query.isPending) return;
    const epId = query.data;
    const href =
      typeof epId === 'number' ? `/watch/${mediaId}/${epId}` : `/series/detail/${mediaId}`;
    void router.navigate({ href, replace: true });
  }, [query.isPending, query.data, mediaId, router]);

  return <WatchSkeleton />;
}
