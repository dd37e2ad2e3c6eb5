import { useEffect, useState, type RefObject } from 'react';
import type { CaptionStyle } from '../prefs/caption-style';
import styles from './player.module.css';

interface Props {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The <track>'s source; a new one means a new track to follow. */
  trackUrl: string | null;
  /** Controls showing: lift the text above them. */
  raised: boolean;
  look: CaptionStyle;
}

const stripTags = (text: string) => text.replace(/<[^>]+>/g, '');

/**
 * Subtitles drawn by us rather than the browser: they follow the design tokens, move above the
 * control bar when it shows, and stay inside the player in element fullscreen.
 */
export function Captions({ videoRef, trackUrl, raised, look }: Props) {
  const [lines, setLines] = useState<string[]>([]);

  useEffect(() => {
    const video = videoRef.current;
    const track = trackUrl ? video?.querySelector('track')?.track : undefined;
    if (!track) {
      setLines([]);
      return;
    }
    // 'hidden' loads the cues and fires cuechange without the browser painting them.
    track.mode = 'hidden';
    const onCue = () => {
      const cues = track.activeCues ? [...track.activeCues] : [];
      setLines(cues.flatMap((cue) => stripTags((cue as VTTCue).text).split('\n')));
    };
    track.addEventListener('cuechange', onCue);
    return () => {
      track.removeEventListener('cuechange', onCue);
      track.mode = 'disabled';
    };
  }, [videoRef, trackUrl]);

  if (lines.length === 0) return null;
  return (
    <div
      className={styles.captions}
      data-captions=""
      data-raised={raised || undefined}
      data-size={look.size}
      data-colour={look.colour}
      data-background={look.background}
      aria-live="off"
    >
      {lines.map((line, i) => (
        <span key={i} className={styles.cue}>
          {line}
        </span>
      ))}
    </div>
  );
}
