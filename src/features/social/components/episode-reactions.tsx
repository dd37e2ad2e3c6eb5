import { useEpisodeLike } from '../api/set-episode-like';
import type { EpisodeLikes } from '../like-math';
import { socialTexts as t } from '../texts';
import { ThumbDownIcon, ThumbUpIcon } from './social-icons';
import styles from './social.module.css';

interface Props {
  episodeId: number;
  initial: EpisodeLikes;
}

const count = (n: number) => n.toLocaleString('mn-MN');

/** The episode's like / dislike pair with their counts (docs/product.md §4: 1, 0, null). */
export function EpisodeReactions({ episodeId, initial }: Props) {
  const { state, pending, press } = useEpisodeLike(episodeId, initial);
  return (
    <div className={styles.pair} role="group" aria-label={`${t.like} / ${t.dislike}`}>
      <button
        type="button"
        className={styles.pairButton}
        aria-pressed={state.liked === 1}
        aria-busy={pending || undefined}
        onClick={() => void press(1)}
      >
        <ThumbUpIcon filled={state.liked === 1} />
        <span className="visually-hidden">{t.like}</span>
        <span className={styles.count} data-testid="episode-like-count">
          {count(state.likeCount)}
        </span>
      </button>
      <span className={styles.pairDivider} aria-hidden="true" />
      <button
        type="button"
        className={styles.pairButton}
        aria-pressed={state.liked === 0}
        aria-busy={pending || undefined}
        onClick={() => void press(0)}
      >
        <ThumbDownIcon filled={state.liked === 0} />
        <span className="visually-hidden">{t.dislike}</span>
        <span className={styles.count} data-testid="episode-dislike-count">
          {count(state.dislikeCount)}
        </span>
      </button>
    </div>
  );
}
