import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { spoken } from '../format-time';
import { playerTexts } from '../texts';
import styles from './seek-slider.module.css';

/** One arrow-key press moves this far: a second (the slider's step) is too fine for an episode. */
const ARROW_SECONDS = 5;
const ARROWS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
};

interface Props {
  time: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * The react-aria slider over the episode. While the thumb is dragged it shows the drag, not the
 * playing time, and seeks once on release. Screen readers hear the position as time
 * ('1 минут 5 секунд, нийт 20 минут'), not as a bare number.
 */
export function SeekSlider({ time, duration, onSeek }: Props) {
  const [scrub, setScrub] = useState<number | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const max = Math.max(1, Math.floor(duration));
  const value = Math.min(scrub ?? time, max);
  const valueText = playerTexts.spokenPosition(spoken(value), spoken(duration));

  // react-aria formats aria-valuetext as a number; after every render the time form wins.
  useLayoutEffect(() => {
    inputRef.current?.setAttribute('aria-valuetext', valueText);
  });

  // Capture phase, so react-aria's own one-step handling never sees the plain arrow keys.
  const latest = useRef({ value, onSeek });
  useLayoutEffect(() => {
    latest.current = { value, onSeek };
  });
  useEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = ARROWS[event.key];
      if (!direction || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.onSeek(latest.current.value + direction * ARROW_SECONDS);
    };
    wrap.addEventListener('keydown', onKeyDown, true);
    return () => wrap.removeEventListener('keydown', onKeyDown, true);
  }, []);

  return (
    <div ref={wrapRef} className={styles.seek}>
      <Slider
        aria-label={playerTexts.seek}
        className={styles.slider}
        minValue={0}
        maxValue={max}
        step={1}
        value={value}
        onChange={setScrub}
        onChangeEnd={(end) => {
          setScrub(null);
          onSeek(end);
        }}
      >
        <SliderTrack className={styles.track}>
          {({ state }) => (
            <>
              <span
                className={styles.fill}
                style={{ width: `${state.getThumbPercent(0) * 100}%` }}
                aria-hidden="true"
              />
              <SliderThumb className={styles.thumb} inputRef={inputRef} />
            </>
          )}
        </SliderTrack>
      </Slider>
    </div>
  );
}
