import { createFileRoute } from '@tanstack/react-router';
import { OfflinePlay } from './downloads/-components/offline-play';

/**
 * /downloads/{id}: plays one download from the device, with or without a network. Video in the
 * watch stage; a podcast episode starts in the player bar and the page goes back to /downloads.
 */
export const Route = createFileRoute('/downloads/$downloadId')({
  component: RouteComponent,
});

function RouteComponent() {
  const { downloadId } = Route.useParams();
  return <OfflinePlay downloadId={downloadId} />;
}
