import { HeartIcon } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { useMediaStatus } from '../api/get-media-status';
import { useMediaStatusToggle } from '../api/set-media-status';
import { useViewerId } from '@/app/session';
import { socialTexts as t } from '../texts';
import { BellIcon, BookmarkIcon } from './social-icons';
import styles from './social.module.css';

/** Like, watch later and notify toggles of a media. */
export function MediaStatusBar({ mediaId }: { mediaId: number }) {
  const viewer = useViewerId();
  const { data } = useMediaStatus(mediaId, viewer);
  const { toggle, pending } = useMediaStatusToggle(mediaId, viewer);
  if (!data) {
    return (
      <div className={styles.statusBar} aria-hidden="true">
        <Skeleton className={styles.chipSkeleton} />
        <Skeleton className={styles.chipSkeleton} />
        <Skeleton className={styles.chipSkeleton} />
      </div>
    );
  }
  const liked = data.liked === 1;
  return (
    <div className={styles.statusBar}>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={liked}
        aria-busy={pending === 'like' || undefined}
        onClick={() => toggle('like', !liked)}
      >
        <HeartIcon size={20} filled={liked} />
        <span className="visually-hidden">{t.likeMedia}</span>
        <span className={styles.count}>{data.like_count.toLocaleString('mn-MN')}</span>
      </button>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={data.later}
        aria-busy={pending === 'later' || undefined}
        onClick={() => toggle('later', !data.later)}
      >
        <BookmarkIcon filled={data.later} />
        {t.later}
      </button>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={data.notify}
        aria-busy={pending === 'notify' || undefined}
        onClick={() => toggle('notify', !data.notify)}
      >
        <BellIcon filled={data.notify} />
        {t.notify}
      </button>
    </div>
  );
}
