import { RequireLogin } from '@/features/auth';
import { OfflinePlayGate, offlineVideoSources, parseDownloadId } from '@/features/downloads';
import { OfflineWatchPage, WatchSkeleton } from '@/features/watch';
import { PodcastDownloadRedirect } from './podcast-download-redirect';

/**
 * /downloads/{id}: the downloads feature decides whether it may play, the watch feature plays it
 * (neither imports the other's pages: watch pages import downloads for their button). A podcast
 * episode goes to the player bar instead.
 */
export function OfflinePlay({ downloadId }: { downloadId: string }) {
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
