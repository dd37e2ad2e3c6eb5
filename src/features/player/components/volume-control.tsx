import { Button, Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { playerTexts as t } from '../texts';
import { VolumeGlyph } from './player-icons';
import styles from './player.module.css';

interface Props {
  volume: number;
  muted: boolean;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
}

/** Mute button plus a slider that opens beside it on hover or focus (phones use their keys). */
export function VolumeControl({ volume, muted, onVolume, onToggleMute }: Props) {
  const shown = muted ? 0 : volume;
  const level = shown === 0 ? 0 : shown < 0.5 ? 1 : 2;
  return (
    <div className={styles.volume}>
      <Button
        className={styles.control}
        aria-label={muted || volume === 0 ? t.unmute : t.mute}
        onPress={onToggleMute}
      >
        <VolumeGlyph level={level} />
      </Button>
      <Slider
        aria-label={t.volume}
        className={styles.volumeSlider}
        minValue={0}
        maxValue={1}
        step={0.05}
        value={shown}
        formatOptions={{ style: 'percent' }}
        onChange={onVolume}
      >
        <SliderTrack className={styles.volumeTrack}>
          <span className={styles.rail} aria-hidden="true" />
          <span className={styles.played} style={{ width: `${shown * 100}%` }} aria-hidden="true" />
          <SliderThumb className={styles.thumb} />
        </SliderTrack>
      </Slider>
    </div>
  );
}
