import { useRef } from 'react';
import { useAuth } from '@/session';
import { useMovie } from '@/features/media-detail';
import { RentalFlow } from '@/features/payment';
import { MediaStatusBar } from '@/features/social';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AnchorLink } from '@/ui/anchor-link';
import { SafeHtml } from '@/ui/safe-html';
import { ShareButton } from '@/ui/share-button';
import { LoadError } from '@/ui/status-view';
import { watchTexts as t } from '../texts';
import { DownloadEntry } from './download-entry';
import { VideoMissing } from './watch-gate';
import { WatchPlayer } from './watch-player';
import { renewFrom } from '../hooks/renew-sources';
import { WatchSkeleton } from './watch-skeleton';
import { WatchStage } from './watch-stage';
import styles from './watch-page.module.css';

interface Props {
  id: number;
  /** `?t=` of a shared link, already checked (sharedStart). */
  startAt?: number | undefined;
}

/** /movie/stream/{id} and /theatre/watch/{id}: one title, its player or why not. */
export function MovieWatchPage({ id, startAt }: Props) {
  const auth = useAuth();
  const query = useMovie(id);
  const position = useRef(0);
  const movie = query.data;
  useDocumentTitle(movie?.title ?? null);
  const backHref = `/theatre/detail/${id}`;

  if (query.isPending) return <WatchSkeleton />;
  if (query.isError || !movie) {
    const missing = query.error instanceof ApiError && query.error.httpStatus === 404;
    return (
      <div className={styles.page}>
        {missing ? (
          <VideoMissing backHref={backHref} />
        ) : (
          <LoadError headingLevel={1} title={t.loadFailed} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }

  const theatre = movie.is_theatre === 1;
  const renewSources = renewFrom(query.refetch);
  // Art without text first: the player writes the title over it.
  const poster = movie.banner ?? movie.poster_hz ?? movie.image1;
  return (
    <div className={styles.page}>
      <div className={styles.single}>
        <div className={styles.stageArea}>
          <WatchStage
            access={movie}
            theatre={theatre}
            poster={poster}
            backHref={backHref}
            rental={<RentalFlow movie={movie} />}
          >
            <WatchPlayer
              key={movie.id}
              sources={movie}
              renew={renewSources}
              resumeKey={{ movieId: movie.id }}
              target={{ movie_id: movie.id }}
              mediaId={movie.id}
              serverPosition={0}
              durationHint={movie.duration_sec}
              userId={auth.status === 'user' ? auth.user.id : null}
              title={movie.title}
              subtitle={movie.atitle !== movie.title ? movie.atitle : undefined}
              poster={poster}
              sharedStart={startAt}
              onTime={(seconds) => (position.current = seconds)}
            />
          </WatchStage>
        </div>
        <div className={styles.info}>
          <p className={styles.kicker}>
            <AnchorLink href={backHref}>{theatre ? t.theatre : t.movie}</AnchorLink>
          </p>
          <h1 className={styles.title}>{movie.title}</h1>
          {movie.rental_ends_at ? (
            <p className={styles.meta}>
              {t.rentalEnds}:{' '}
              <time dateTime={movie.rental_ends_at}>{formatDateTime(movie.rental_ends_at)}</time>
            </p>
          ) : null}
          <div className={styles.toolbar}>
            <MediaStatusBar mediaId={movie.id} />
            <ShareButton
              target={() => ({
                title: movie.title,
                path: theatre ? `/theatre/watch/${movie.id}` : `/movie/stream/${movie.id}`,
                at: position.current,
              })}
            />
            <DownloadEntry kind="movie" id={movie.id} access={movie} sources={movie} />
          </div>
          {movie.description ? (
            <SafeHtml html={movie.description} className={styles.description} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
