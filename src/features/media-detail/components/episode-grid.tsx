import type { Episode } from '@contract/entities';
import { AnchorLink } from '@/ui/anchor-link';
import { episodeHref } from '../links';
import { detailTexts as t } from '../texts';
import styles from './episode-grid.module.css';

function label(episode: Episode, next: boolean): string {
  const base = episode.is_free ? t.episodeFree(episode.number) : t.episode(episode.number);
  return next ? `${base}, ${t.episodeNext.toLowerCase()}` : base;
}

/** docs/product.md §2/§9: the episode numbers in 10 columns; free ones marked, the next one lit. */
export function EpisodeGrid({
  mediaId,
  episodes,
  nextId,
}: {
  mediaId: number;
  episodes: Episode[];
  nextId: number | null;
}) {
  const hasFree = episodes.some((e) => e.is_free);
  return (
    <>
      <ol className={styles.grid} data-testid="episode-grid">
        {episodes.map((episode) => {
          const next = episode.id === nextId;
          return (
            <li key={episode.id}>
              <AnchorLink
                href={episodeHref(mediaId, episode.id)}
                className={styles.cell}
                aria-label={label(episode, next)}
                data-free={episode.is_free || undefined}
                data-next={next || undefined}
              >
                {episode.number}
              </AnchorLink>
            </li>
          );
        })}
      </ol>
      {hasFree ? (
        <p className={styles.legend}>
          <span className={styles.legendMark} aria-hidden="true" />
          {t.freeLegend}
        </p>
      ) : null}
    </>
  );
}

export function EpisodeGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={styles.placeholder} />
      ))}
    </div>
  );
}
