import type { PodcastTrack } from '@contract/entities';
import { DownloadButton } from '@/features/downloads';
import { formatDate, isoDay } from '@/lib/format-date';
import { PlayIcon } from '@/ui/icons';
import { clockDuration, isoDuration } from '../format-duration';
import { podcastTexts } from '../texts';
import styles from './track-list.module.css';

export interface TrackPlayer {
  /** Hands the tracks to the player from this one; called inside the click, as iOS asks. */
  onPlay: (tracks: readonly PodcastTrack[], index: number) => void;
  /** The track the player's queue points at, marked in the list. */
  currentTrackId: number | null;
}

/** Numbered tracks with title, date, length and a play button handing the queue to the player. */
export function TrackList({
  tracks,
  onPlay,
  currentTrackId,
}: { tracks: PodcastTrack[] } & TrackPlayer) {
  const titleId = (id: number) => `podcast-track-${id}`;
  return (
    <ol className={styles.list}>
      {tracks.map((track, index) => {
        const current = track.id === currentTrackId;
        return (
          <li key={track.id} className={styles.row} data-current={current || undefined}>
            <span className={styles.number} aria-hidden="true">
              {track.number}
            </span>
            <div className={styles.text}>
              <h3 id={titleId(track.id)} className={styles.title}>
                {track.title}
                {current ? <span className={styles.badge}>{podcastTexts.selected}</span> : null}
              </h3>
              <p className={styles.meta}>
                <time dateTime={isoDay(track.published_at)}>{formatDate(track.published_at)}</time>
              </p>
            </div>
            <time
              className={styles.duration}
              dateTime={isoDuration(track.duration_sec)}
              aria-label={`${podcastTexts.duration} ${clockDuration(track.duration_sec)}`}
            >
              {clockDuration(track.duration_sec)}
            </time>
            <span className={styles.download}>
              <DownloadButton
                kind="podcast"
                id={track.id}
                compact
                describedBy={titleId(track.id)}
              />
            </span>
            <button
              type="button"
              className={styles.play}
              aria-label={podcastTexts.play(track.title)}
              aria-pressed={current}
              onClick={() => onPlay(tracks, index)}
            >
              <PlayIcon width={20} height={20} />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
