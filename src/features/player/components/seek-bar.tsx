import { useRef, useState, type PointerEvent } from 'react';
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { formatTime } from '../engine/track-choice';
import { playerTexts as t } from '../texts';
import styles from './player.module.css';

interface Props {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  onSeek: (time: number) => void;
  /** Dragging holds the controls open. */
  onScrubbing: (scrubbing: boolean) => void;
}

const percent = (value: number, total: number) =>
  total > 0 ? `${Math.min(100, Math.max(0, (value / total) * 100))}%` : '0%';

/** The seek slider: played and buffered ranges, and the time under the pointer before a click. */
export function SeekBar({ currentTime, duration, bufferedEnd, onSeek, onScrubbing }: Props) {
  const [scrub, setScrub] = useState<number | null>(null);
  const [hover, setHover] = useState<{ left: number; time: number } | null>(null);
  const zone = useRef<HTMLDivElement>(null);
  const value = scrub ?? currentTime;

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = zone.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || !(duration > 0)) return;
    const ratio = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width));
    setHover({ left: ratio * rect.width, time: ratio * duration });
  };

  return (
    <Slider
      aria-label={t.seek}
      className={styles.seek}
      minValue={0}
      maxValue={duration > 0 ? duration : 1}
      step={1}
      value={Math.min(value, duration > 0 ? duration : 1)}
      isDisabled={!(duration > 0)}
      formatOptions={{ style: 'unit', unit: 'second', maximumFractionDigits: 0 }}
      onChange={(v) => {
        if (scrub === null) onScrubbing(true);
        setScrub(v);
      }}
      onChangeEnd={(v) => {
        setScrub(null);
        onScrubbing(false);
        onSeek(v);
      }}
    >
      <div
        ref={zone}
        className={styles.seekZone}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHover(null)}
      >
        <SliderTrack className={styles.track}>
          <span className={styles.rail} aria-hidden="true" />
          <span
            className={styles.buffered}
            style={{ width: percent(bufferedEnd, duration) }}
            aria-hidden="true"
          />
          <span
            className={styles.played}
            style={{ width: percent(value, duration) }}
            aria-hidden="true"
          />
          <SliderThumb className={styles.thumb} aria-label={t.seek} />
        </SliderTrack>
        {hover || scrub !== null ? (
          <span
            className={styles.preview}
            style={{
              left: scrub !== null ? percent(scrub, duration) : `${hover?.left ?? 0}px`,
            }}
            aria-hidden="true"
          >
            {formatTime(scrub ?? hover?.time ?? 0)}
          </span>
        ) : null}
      </div>
    </Slider>
  );
}
