import type { Episode } from '@contract/entities';
import { DownloadedMark, useIsDownloaded } from '@/features/downloads';
import { AnchorLink } from '@/ui/anchor-link';
import { episodeHref } from '../links';
import { detailTexts as t } from '../texts';
import styles from './episode-grid.module.css';

function label(episode: Episode, next: boolean, downloaded: boolean): string {
  const base = episode.is_free ? t.episodeFree(episode.number) : t.episode(episode.number);
  const parts = [base, next ? t.episodeNext.toLowerCase() : null, downloaded ? t.downloaded : null];
  return parts.filter(Boolean).join(', ');
}

function EpisodeCell({
  mediaId,
  episode,
  next,
}: {
  mediaId: number;
  episode: Episode;
  next: boolean;
}) {
  const downloaded = useIsDownloaded('episode', episode.id);
  return (
    <AnchorLink
      href={episodeHref(mediaId, episode.id)}
      className={styles.cell}
      aria-label={label(episode, next, downloaded)}
      data-free={episode.is_free || undefined}
      data-next={next || undefined}
    >
      {episode.number}
      {/* The link's label already says it; the mark is for the eye. */}
      <span className={styles.downloaded} aria-hidden="true">
        <DownloadedMark kind="episode" id={episode.id} />
      </span>
    </AnchorLink>
  );
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
        {episodes.map((episode) => (
          <li key={episode.id}>
            <EpisodeCell mediaId={mediaId} episode={episode} next={episode.id === nextId} />
          </li>
        ))}
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
