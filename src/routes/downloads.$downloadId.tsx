import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { OfflinePlayGate, offlineVideoSources, parseDownloadId } from '@/features/downloads';
import { OfflineWatchPage, WatchSkeleton } from '@/features/watch';
import { PodcastDownloadRedirect } from './downloads/-components/podcast-download-redirect';

/**
 * /downloads/{id}: plays one download from the device, with or without a network. Video in the
 * watch stage; a podcast episode starts in the player bar and the page goes back to /downloads.
 */
export const Route = createFileRoute('/downloads/$downloadId')({
  component: RouteComponent,
});

function RouteComponent() {
  const { downloadId } = Route.useParams();
  const id = parseDownloadId(downloadId);
  return (
    <RequireLogin pending={<WatchSkeleton />}>
      {() =>
        id?.startsWith('p') ? (
          <PodcastDownloadRedirect downloadId={id} />
        ) : (
          <OfflinePlayGate downloadId={id}>
            {(record) => <OfflineWatchPage record={record} sources={offlineVideoSources(record)} />}
          </OfflinePlayGate>
        )
      }
    </RequireLogin>
  );
}
