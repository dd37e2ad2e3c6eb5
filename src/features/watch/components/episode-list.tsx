import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Skeleton } from '@/ui/skeleton';
import { DownloadedMark } from '@/features/downloads';
import { formatTime } from '@/features/player';
import { useMediaEpisodes } from '../api/get-media-episodes';
import { useViewerId } from '@/session';
import { watchTexts as t } from '../texts';
import styles from './episode-list.module.css';

interface Props {
  mediaId: number;
  currentId: number;
}

/** Every episode of the series beside the player, the current one marked and scrolled to. */
export function EpisodeList({ mediaId, currentId }: Props) {
  const viewer = useViewerId();
  const { data, isPending, isError } = useMediaEpisodes(mediaId, viewer);
  const scroller = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = scroller.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    // Scroll the list only, never the page.
    list.scrollTop = current.offsetTop - list.offsetTop - list.clientHeight / 3;
  }, [currentId, data]);

  if (isError) return null;
  return (
    <section className={styles.section} aria-labelledby="episode-list-heading">
      <h2 id="episode-list-heading" className={styles.heading}>
        {t.episodes}
        {data ? <span className={styles.count}>{t.episodesCount(data.length)}</span> : null}
      </h2>
      {isPending ? (
        <div className={styles.list} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className={styles.rowSkeleton} />
          ))}
        </div>
      ) : (
        <ol ref={scroller} className={styles.list}>
          {data.map((episode) => {
            const current = episode.id === currentId;
            return (
              <li key={episode.id}>
                <Link
                  to="/watch/$media/$episode"
                  params={{ media: String(mediaId), episode: String(episode.id) }}
                  className={styles.row}
                  aria-current={current ? 'page' : undefined}
                >
                  <span className={styles.number}>{episode.number}</span>
                  <span className={styles.text}>
                    <span className={styles.title}>{episode.title}</span>
                    <span className={styles.meta}>
                      {current ? (
                        <span className={styles.now}>{t.nowPlaying}</span>
                      ) : (
                        formatTime(episode.duration_sec)
                      )}
                      {episode.is_free ? <span className={styles.free}>{t.free}</span> : null}
                      <DownloadedMark kind="episode" id={episode.id} />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
