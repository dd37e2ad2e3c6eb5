import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { barRatio } from '../engine/thumbnail-tile';
import { formatTime } from '../engine/track-choice';
import { useSeekThumbnail, type ThumbnailProvider } from '../hooks/use-seek-thumbnail';
import { playerTexts as t } from '../texts';
import { SeekPreview } from './seek-preview';
import styles from './player.module.css';

interface Props {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  /**
   * Where the bar starts: 0 for a video; for live, minus the DVR window's size, so values count
   * back from the live edge (0) and the slider reads "-65 seconds" to a screen reader.
   */
  min?: number;
  /** The preview's time text (a video's clock by default). */
  label?: (time: number) => string;
  onSeek: (time: number) => void;
  /** Dragging holds the controls open. */
  onScrubbing: (scrubbing: boolean) => void;
  /** Frames for the preview; without one (or without a thumbnail track) it shows the time. */
  thumbnailAt?: ThumbnailProvider;
}

/** Keys the slider seeks with; the preview follows them while the slider has focus. */
const SEEK_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
/** A key press seeks at once; the preview stays this long after the last one. */
const KEY_PREVIEW_MS = 1500;

const percent = (value: number, total: number) =>
  total > 0 ? `${Math.min(100, Math.max(0, (value / total) * 100))}%` : '0%';

/**
 * The seek slider: played and buffered ranges, and a preview (the frame from the thumbnail
 * track and the time) of the moment under the pointer, being dragged to, or stepped to by key.
 */
export function SeekBar(props: Props) {
  const { currentTime, duration, bufferedEnd, onSeek, onScrubbing, thumbnailAt } = props;
  const { min = 0, label = formatTime } = props;
  const span = duration - min;
  const [scrub, setScrub] = useState<number | null>(null);
  const [hover, setHover] = useState<{ ratio: number; time: number } | null>(null);
  const [keyed, setKeyed] = useState<number | null>(null);
  const byKey = useRef(false);
  const keyTimer = useRef<number | undefined>(undefined);
  const zone = useRef<HTMLDivElement>(null);
  const value = scrub ?? currentTime;
  useEffect(() => () => window.clearTimeout(keyTimer.current), []);

  const previewTime = scrub ?? keyed ?? hover?.time ?? null;
  // Under the pointer exactly; otherwise where the dragged or key-stepped value sits.
  const ratio =
    hover && previewTime === hover.time ? hover.ratio : ((previewTime ?? min) - min) / (span || 1);
  const thumb = useSeekThumbnail(previewTime, duration, thumbnailAt);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = zone.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || !(span > 0)) return;
    const at = barRatio(event.clientX, rect.left, rect.width);
    setHover({ ratio: at, time: min + at * span });
  };

  const endKeyPreview = () => {
    window.clearTimeout(keyTimer.current);
    setKeyed(null);
  };

  return (
    <Slider
      aria-label={t.seek}
      className={styles.seek}
      minValue={min}
      maxValue={span > 0 ? duration : min + 1}
      step={1}
      value={Math.max(min, Math.min(value, span > 0 ? duration : min + 1))}
      isDisabled={!(span > 0)}
      formatOptions={{ style: 'unit', unit: 'second', maximumFractionDigits: 0 }}
      onChange={(v) => {
        if (scrub === null) onScrubbing(true);
        setScrub(v);
      }}
      onChangeEnd={(v) => {
        setScrub(null);
        onScrubbing(false);
        onSeek(v);
        if (byKey.current) {
          byKey.current = false;
          setKeyed(v);
          window.clearTimeout(keyTimer.current);
          keyTimer.current = window.setTimeout(() => setKeyed(null), KEY_PREVIEW_MS);
        }
      }}
    >
      <div
        ref={zone}
        className={styles.seekZone}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHover(null)}
        // Capture: react-aria's slider keeps the key events it handles to itself.
        onKeyDownCapture={(event) => {
          byKey.current = SEEK_KEYS.has(event.key);
        }}
        onBlur={endKeyPreview}
      >
        <SliderTrack className={styles.track}>
          <span className={styles.rail} aria-hidden="true" />
          <span
            className={styles.buffered}
            style={{ width: percent(bufferedEnd - min, span) }}
            aria-hidden="true"
          />
          <span
            className={styles.played}
            style={{ width: percent(value - min, span) }}
            aria-hidden="true"
          />
          {/* Named by the slider: a label of its own would be read twice. */}
          <SliderThumb className={styles.thumb} />
        </SliderTrack>
        {previewTime === null ? null : (
          <SeekPreview ratio={ratio} label={label(previewTime)} thumb={thumb} />
        )}
      </div>
    </Slider>
  );
}
