import { useEffect, useState } from 'react';
import { paths } from '@contract/paths';
import {
  preparePlayback,
  type PlaybackChoice,
  type PlayerSources,
} from '../prefs/prepare-playback';
import { playerTexts as t } from '../texts';
import { VideoPlayer } from './video-player';
import styles from './live-player.module.css';

const manifest = paths.liveManifest.path;

/** The live channel as the server builds it: one manifest, mn and en audio, no subtitles. */
const LIVE_SOURCES: PlayerSources = {
  vid1: manifest,
  vid2: manifest,
  vid3: manifest,
  dubs: [
    { key: 'mn', url: `${manifest}#mn` },
    { key: 'en', url: `${manifest}#en` },
  ],
  subs: [],
};

/** The player part of LivePlayer, loaded on demand. */
export default function LiveStage({
  title,
  poster,
}: {
  title: string;
  poster?: string | null | undefined;
}) {
  const [choice, setChoice] = useState<PlaybackChoice | null>(null);
  useEffect(() => {
    let live = true;
    void preparePlayback(LIVE_SOURCES).then((c) => {
      if (live) setChoice(c);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!choice) {
    return (
      <div className={styles.cover}>
        <span className={styles.spinner} role="status">
          <span className="visually-hidden">{t.buffering}</span>
        </span>
      </div>
    );
  }
  return (
    <VideoPlayer
      sources={LIVE_SOURCES}
      choice={choice}
      title={title}
      subtitle={t.live}
      poster={poster}
      autoPlay
      live
    />
  );
}
