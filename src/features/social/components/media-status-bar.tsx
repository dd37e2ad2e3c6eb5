import { HeartIcon } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { useMediaMarks, useMediaStatusToggle } from '@/features/media-detail';
import { formatCount } from '@/lib/format-count';
import { socialTexts as t } from '../texts';
import { BookmarkIcon } from '@/ui/icons';
import { BellIcon } from './social-icons';
import styles from './social.module.css';

/**
 * Like, watch later and notify toggles of a media: the media's detail query and its one writer
 * (media-detail), so the detail page, the overlay and this bar always show the same marks.
 */
export function MediaStatusBar({ mediaId }: { mediaId: number }) {
  const { data } = useMediaMarks(mediaId);
  const { toggle, pending } = useMediaStatusToggle(mediaId);
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
        <span className={styles.count}>{formatCount(data.like_count)}</span>
      </button>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={data.later}
        aria-busy={pending === 'later' || undefined}
        onClick={() => toggle('later', !data.later)}
      >
        <BookmarkIcon size={20} filled={data.later} />
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
