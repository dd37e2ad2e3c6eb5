import type { DownloadKind } from '@contract/entities';
import { DownloadButton } from '@/features/downloads';
import type { PlayerSources } from '@/features/player';
import type { WatchAccess } from './watch-stage';

const HEIGHTS = [480, 720, 1080] as const;

interface Props {
  kind: DownloadKind;
  id: number;
  access: WatchAccess;
  sources: PlayerSources;
}

/** "Татаж авах" in the toolbar, only where the viewer may watch and there is a video to keep. */
export function DownloadEntry({ kind, id, access, sources }: Props) {
  if (!access.can_watch || !access.has_video) return null;
  const urls = [sources.vid1, sources.vid2, sources.vid3];
  const qualities = HEIGHTS.filter((_, level) => urls[level]);
  if (qualities.length === 0) return null;
  return <DownloadButton kind={kind} id={id} qualities={qualities} />;
}
