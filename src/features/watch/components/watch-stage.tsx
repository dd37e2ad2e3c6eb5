import type { ReactNode } from 'react';
import type { WatchDenial } from '@contract/entities';
import { VideoMissing, WatchGate } from './watch-gate';

export interface WatchAccess {
  can_watch: boolean;
  reason: string | null;
  reason_code: WatchDenial | null;
  has_video: boolean;
}

interface Props {
  access: WatchAccess;
  theatre: boolean;
  poster?: string | null | undefined;
  backHref: string;
  rental?: ReactNode;
  /** The player, rendered only for a viewer allowed to watch a title that has video. */
  children: ReactNode;
}

/**
 * docs/product.md §2 theatre watch page, for every watch route: the player; or, when the title has no
 * recording, 'Уучлаарай бичлэг олдсонгүй'; otherwise the server's reason with what to do next.
 */
export function WatchStage({ access, theatre, poster, backHref, rental, children }: Props) {
  if (!access.has_video) return <VideoMissing poster={poster} backHref={backHref} />;
  if (!access.can_watch) {
    return (
      <WatchGate
        reason={access.reason}
        code={access.reason_code}
        theatre={theatre}
        poster={poster}
        backHref={backHref}
        rental={rental}
      />
    );
  }
  return <>{children}</>;
}
