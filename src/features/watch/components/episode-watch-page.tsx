import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useAuth, useViewerId } from '@/session';
import { CommentsSection, MediaStatusBar, ReportButton } from '@/features/social';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AnchorLink } from '@/ui/anchor-link';
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';
import { ShareButton } from '@/ui/share-button';
import { LoadError } from '@/ui/status-view';
import { useEpisode } from '../api/get-episode';
import { episodeHeading, watchTexts as t } from '../texts';
import { DownloadEntry } from './download-entry';
import { EpisodeList } from './episode-list';
import { EpisodeLikePair } from './episode-like-pair';
import { WatchPlayer, type StartChoice } from './watch-player';
import { renewFrom } from '../hooks/renew-sources';
import { WatchSkeleton } from './watch-skeleton';
import { VideoMissing } from './watch-gate';
import { WatchStage } from './watch-stage';
import styles from './watch-page.module.css';

interface Props {
  mediaId: number;
  episodeId: number;
  /** `?t=` of a shared link, already checked (sharedStart). */
  startAt?: number | undefined;
  /** `?start=`: the viewer already chose on the play button; the player does not ask again. */
  start?: StartChoice | undefined;
}

/** /watch/{media}/{episode}: the player (or why not), the episode's reactions and comments. */
export function EpisodeWatchPage({ mediaId, episodeId, startAt, start }: Props) {
  const viewer = useViewerId();
  const auth = useAuth();
  const navigate = useNavigate();
  const query = useEpisode(episodeId, viewer);
  const position = useRef(0);
  const episode = query.data;
  useDocumentTitle(episode ? `${episode.media.title} · ${t.episodeLabel(episode.number)}` : null);

  const backHref = `/series/detail/${mediaId}`;
  if (query.isPending) return <WatchSkeleton />;
  if (query.isError || !episode) {
    if (query.error instanceof ApiError && query.error.httpStatus === 404) {
      return (
        <div className={styles.page}>
          <VideoMissing backHref={backHref} />
        </div>
      );
    }
    return (
      <div className={styles.page}>
        <LoadError headingLevel={1} title={t.loadFailed} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const goTo = (id: number) =>
    void navigate({
      to: '/watch/$media/$episode',
      params: { media: String(mediaId), episode: String(id) },
    });
  const nextId = episode.next_id;
  const renewSources = renewFrom(query.refetch);
  const poster = episode.image ?? episode.media.poster_hz ?? episode.media.image1;

  return (
    <div className={styles.page}>
      <div className={styles.grid}>
        <div className={styles.stageArea}>
          <WatchStage access={episode} theatre={false} poster={poster} backHref={backHref}>
            <WatchPlayer
              key={episode.id}
              sources={episode}
              renew={renewSources}
              resumeKey={{ episodeId: episode.id }}
              chosenStart={start}
              target={{ episode_id: episode.id }}
              mediaId={mediaId}
              serverPosition={episode.position_sec}
              durationHint={episode.duration_sec}
              userId={auth.status === 'user' ? auth.user.id : null}
              title={episodeHeading(episode.number, episode.title)}
              subtitle={episode.media.title}
              poster={poster}
              segments={episode.segments}
              next={nextId === null ? null : { number: episode.number + 1, go: () => goTo(nextId) }}
              sharedStart={startAt}
              onTime={(seconds) => (position.current = seconds)}
            />
          </WatchStage>
        </div>

        <div className={styles.info}>
          <p className={styles.kicker}>
            <AnchorLink href={backHref}>{episode.media.title}</AnchorLink>
          </p>
          <h1 className={styles.title}>{episodeHeading(episode.number, episode.title)}</h1>
          <div className={styles.toolbar}>
            <EpisodeLikePair key={episode.id} episode={episode} />
            <MediaStatusBar mediaId={mediaId} />
            <ShareButton
              target={() => ({
                title: `${episode.media.title} · ${t.episodeLabel(episode.number)}`,
                path: `/watch/${mediaId}/${episode.id}`,
                at: position.current,
              })}
            />
            <DownloadEntry kind="episode" id={episode.id} access={episode} sources={episode} />
            <ReportButton episodeId={episode.id} mediaId={mediaId} at={() => position.current} />
          </div>
          <nav className={styles.neighbours} aria-label={t.episodes}>
            {episode.prev_id !== null ? (
              <button
                type="button"
                className={styles.neighbour}
                onClick={() => goTo(episode.prev_id!)}
              >
                <ChevronLeftIcon width={18} height={18} />
                {t.previous}
              </button>
            ) : (
              <span />
            )}
            {nextId !== null ? (
              <button type="button" className={styles.neighbour} onClick={() => goTo(nextId)}>
                {t.next}
                <ChevronRightIcon width={18} height={18} />
              </button>
            ) : null}
          </nav>
        </div>

        <aside className={styles.side}>
          <EpisodeList mediaId={mediaId} currentId={episode.id} />
        </aside>

        <div className={styles.comments}>
          <CommentsSection key={episode.id} episodeId={episode.id} />
        </div>
      </div>
    </div>
  );
}
