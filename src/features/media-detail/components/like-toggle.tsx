import type { MediaDetail } from '@contract/entities';
import { HeartIcon } from '@/ui/icons';
import { useToggleMediaLike } from '../api/set-media-like';
import { detailTexts as t } from '../texts';
import styles from './detail-actions.module.css';

export function LikeToggle({ detail }: { detail: MediaDetail }) {
  const { toggle, isPending } = useToggleMediaLike();
  const liked = detail.liked === 1;
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      title={t.likeCount(detail.like_count)}
      data-pending={isPending || undefined}
      onClick={() => toggle(detail)}
    >
      <HeartIcon width={22} height={22} filled={liked} />
      <span className="visually-hidden">{t.like} </span>
      <span className={styles.likeCount}>{detail.like_count.toLocaleString('mn-MN')}</span>
    </button>
  );
}
