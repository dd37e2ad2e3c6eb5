import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { mediaDetailQueryOptions } from '@/features/media-detail';
import { useViewerId } from '@/session';
import { WatchSkeleton } from './watch-skeleton';

/** /watch/{media} alone: on to the next unwatched (or first) episode, else the series page. */
export function WatchRedirect({ mediaId }: { mediaId: number }) {
  const viewer = useViewerId();
  const router = useRouter();
  // The epId (next unwatched or first) comes with the media's detail, the detail page's own query.
  const query = useQuery({
    ...mediaDetailQueryOptions(mediaId, viewer),
    select: (detail) => detail.epId,
  });

  useEffect(() => {
    if (query.isPending) return;
    const epId = query.data;
    const href =
      typeof epId === 'number' ? `/watch/${mediaId}/${epId}` : `/series/detail/${mediaId}`;
    void router.navigate({ href, replace: true });
  }, [query.isPending, query.data, mediaId, router]);

  return <WatchSkeleton />;
}
