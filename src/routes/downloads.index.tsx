import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { DownloadsPage, DownloadsPageSkeleton } from '@/features/downloads';
import { playDownloadedPodcast } from './downloads/-components/play-downloaded-podcast';

/**
 * /downloads: the user's offline downloads (docs/product.md "Downloads"). No loader: everything
 * comes from IndexedDB, so the page opens the same with no network.
 */
export const Route = createFileRoute('/downloads/')({
  component: () => (
    <RequireLogin pending={<DownloadsPageSkeleton />}>
      {(user) => <DownloadsPage userId={user.id} onPlayAudio={playDownloadedPodcast} />}
    </RequireLogin>
  ),
});
