import { lazy, Suspense, useState } from 'react';
import { imageSources } from '@/ui/image-sources';
import { liveTexts as t } from '../live-texts';
import styles from './live-player.module.css';

// dash.js and react-aria load on the first press, never with the home page.
const LiveStage = lazy(() => import('./live-stage'));

interface Props {
  /** The programme on air, shown before playback starts. */
  title?: string | null | undefined;
  poster?: string | null | undefined;
  /** The live channel (media id); its status decides between its session and the loop. */
  channel?: number | null | undefined;
}

function Cover({ title, poster, onPlay }: Props & { onPlay?: () => void }) {
  return (
    <div className={styles.cover}>
      {poster ? (
        <img
          {...imageSources(poster, '100vw')}
          alt=""
          className={styles.poster}
          width={640}
          height={360}
        />
      ) : null}
      <span className={styles.badge}>
        <span className={styles.dot} aria-hidden="true" />
        {t.live}
      </span>
      <div className={styles.caption}>
        <span className={styles.now}>{t.liveNow}</span>
        {title ? <p className={styles.title}>{title}</p> : null}
      </div>
      {onPlay ? (
        <button type="button" className={styles.play} onClick={onPlay} aria-label={t.livePlay}>
          <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
          </svg>
        </button>
      ) : (
        <span className={styles.spinner} role="status">
          <span className="visually-hidden">{t.loading}</span>
        </span>
      )}
    </div>
  );
}

/**
 * The home page's live channel: a cover with a play button; pressing it loads the player and
 * plays the server's dynamic DASH manifest (paths.liveManifest) at the live edge.
 */
export function LivePlayer({ title, poster, channel }: Props) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.frame}>
      {playing ? (
        <Suspense fallback={<Cover title={title} poster={poster} />}>
          <LiveStage title={title ?? t.live} poster={poster} channel={channel ?? null} />
        </Suspense>
      ) : (
        <Cover title={title} poster={poster} onPlay={() => setPlaying(true)} />
      )}
    </div>
  );
}
