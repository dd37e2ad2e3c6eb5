import { formatCount } from '@/lib/format-count';
import { ThumbDownIcon, ThumbUpIcon } from '@/ui/thumb-icons';
import type { EpisodeLikes } from '../episode-like-math';
import { watchTexts as t } from '../texts';
import styles from './episode-reactions.module.css';

interface Props {
  likes: EpisodeLikes;
  pending: boolean;
  /** 1 like, 0 dislike; the owner of the episode works out what to send (pressEpisodeLike). */
  onPress: (pressed: 1 | 0) => void;
}

/** The episode's like / dislike pair with their counts (docs/product.md §4: 1, 0, null). */
export function EpisodeReactions({ likes, pending, onPress }: Props) {
  return (
    <div className={styles.pair} role="group" aria-label={`${t.like} / ${t.dislike}`}>
      <button
        type="button"
        className={styles.pairButton}
        aria-pressed={likes.liked === 1}
        aria-busy={pending || undefined}
        onClick={() => onPress(1)}
      >
        <ThumbUpIcon filled={likes.liked === 1} />
        <span className="visually-hidden">{t.like}</span>
        <span className={styles.count} data-testid="episode-like-count">
          {formatCount(likes.likeCount)}
        </span>
      </button>
      <span className={styles.pairDivider} aria-hidden="true" />
      <button
        type="button"
        className={styles.pairButton}
        aria-pressed={likes.liked === 0}
        aria-busy={pending || undefined}
        onClick={() => onPress(0)}
      >
        <ThumbDownIcon filled={likes.liked === 0} />
        <span className="visually-hidden">{t.dislike}</span>
        <span className={styles.count} data-testid="episode-dislike-count">
          {formatCount(likes.dislikeCount)}
        </span>
      </button>
    </div>
  );
}
