import type { MediaDetail } from '@contract/entities';
import { HeartIcon } from '@/ui/icons';
import { formatCount } from '@/lib/format-count';
import { useMediaStatusToggle } from '../api/set-media-status';
import { detailTexts as t } from '../texts';
import styles from './detail-actions.module.css';

export function LikeToggle({ detail }: { detail: MediaDetail }) {
  const { toggle, pending } = useMediaStatusToggle(detail.id);
  const liked = detail.liked === 1;
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      title={t.likeCount(detail.like_count)}
      data-pending={pending === 'like' || undefined}
      onClick={() => toggle('like', !liked)}
    >
      <HeartIcon width={22} height={22} filled={liked} />
      <span className="visually-hidden">{t.like} </span>
      <span className={styles.likeCount}>{formatCount(detail.like_count)}</span>
    </button>
  );
}
