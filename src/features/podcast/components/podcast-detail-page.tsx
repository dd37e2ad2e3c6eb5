import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArrowLeftIcon, MicIcon, PlayIcon } from '@/ui/icons';
import { imageSources } from '@/ui/image-sources';
import { Skeleton, SkeletonLines } from '@/ui/skeleton';
import { EmptyState } from '@/ui/status-view';
import { usePodcast } from '../api/get-podcast';
import { wordsDuration } from '../format-duration';
import { podcastTexts } from '../texts';
import { TrackList, type TrackPlayer } from './track-list';
import styles from './podcast-detail-page.module.css';

/**
 * The cover's slot; the blurred backdrop asks with the same sizes, so both draw the one file the
 * browser chose.
 */
const COVER_SIZES = '(min-width: 768px) 280px, 240px';

/**
 * A show with its tracks. The player is handed in (`TrackPlayer`) by the route: the player reads
 * this feature's podcast query, so this feature does not import the player back.
 */
export function PodcastDetailPage({ id, onPlay, currentTrackId }: { id: number } & TrackPlayer) {
  const { data: podcast } = usePodcast(id);
  useDocumentTitle(podcast.title);
  const tracks = [...podcast.tracks].sort((a, b) => a.number - b.number);
  const totalSec = tracks.reduce((sum, track) => sum + track.duration_sec, 0);

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        {podcast.image ? (
          <img
            {...imageSources(podcast.image, COVER_SIZES)}
            className={styles.ambient}
            alt=""
            aria-hidden="true"
          />
        ) : null}
        <div className={styles.heroInner}>
          <Link to="/podcast" className={styles.back}>
            <ArrowLeftIcon width={20} height={20} />
            {podcastTexts.back}
          </Link>
          <div className={styles.summary}>
            <div className={styles.cover}>
              {podcast.image ? (
                <img
                  {...imageSources(podcast.image, COVER_SIZES)}
                  alt=""
                  width={400}
                  height={400}
                  className={styles.coverImage}
                />
              ) : (
                <MicIcon width={64} height={64} />
              )}
            </div>
            <div className={styles.info}>
              <p className={styles.kicker}>{podcastTexts.title}</p>
              <h1 className={styles.title}>{podcast.title}</h1>
              <p className={styles.creator}>
                <span className="visually-hidden">{podcastTexts.creator}: </span>
                {podcast.creator}
              </p>
              {podcast.description ? (
                <p className={styles.description}>{podcast.description}</p>
              ) : null}
              <p className={styles.stats}>
                <span>{podcastTexts.episodes(tracks.length)}</span>
                <span aria-hidden="true">·</span>
                <span>
                  <span className="visually-hidden">{podcastTexts.totalLength}: </span>
                  {wordsDuration(totalSec)}
                </span>
              </p>
              {tracks.length > 0 ? (
                <button type="button" className={styles.playAll} onClick={() => onPlay(tracks, 0)}>
                  <PlayIcon width={22} height={22} />
                  {podcastTexts.playAll}
                </button>
              ) : null}
            </div>
          </div>
        </div>
      </div>
      <section className={styles.tracks} aria-labelledby="podcast-tracks-heading">
        <h2 id="podcast-tracks-heading" className={styles.tracksHeading}>
          {podcastTexts.tracksHeading}
        </h2>
        {tracks.length === 0 ? (
          <EmptyState title={podcastTexts.tracksEmpty} />
        ) : (
          <TrackList tracks={tracks} onPlay={onPlay} currentTrackId={currentTrackId} />
        )}
      </section>
    </div>
  );
}

export function PodcastDetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {podcastTexts.loading}
      </span>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <Skeleton className={styles.backSkeleton} />
          <div className={styles.summary}>
            <Skeleton className={styles.cover} />
            <div className={styles.info}>
              <Skeleton shape="text" width="20%" />
              <Skeleton shape="text" className={styles.titleSkeleton} />
              <Skeleton shape="text" width="30%" />
              <SkeletonLines lines={2} />
            </div>
          </div>
        </div>
      </div>
      <div className={styles.tracks}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className={styles.trackSkeleton} />
        ))}
      </div>
    </div>
  );
}
