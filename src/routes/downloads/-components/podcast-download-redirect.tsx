import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { DownloadId } from '@contract/offline-downloads';
import { getDownload, isExpired } from '@/features/downloads';
import { useViewerId } from '@/session';
import { WatchSkeleton } from '@/features/watch';
import { playDownloadedPodcast } from './play-downloaded-podcast';

/**
 * /downloads/p{id}: a podcast episode plays in the player bar, not on a page of its own. It starts
 * there when it may (the viewer's, finished, not expired) and the list takes over; /downloads
 * shows why otherwise.
 */
export function PodcastDownloadRedirect({ downloadId }: { downloadId: DownloadId }) {
  const viewer = useViewerId();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void getDownload(viewer, downloadId).then((record) => {
      if (!live) return;
      if (record && record.state === 'done' && !isExpired(record)) playDownloadedPodcast(record);
      void navigate({ to: '/downloads', replace: true });
    });
    return () => {
      live = false;
    };
  }, [viewer, downloadId, navigate]);
  return <WatchSkeleton />;
}
