import type { CSSProperties } from 'react';
import { previewLeft, tileStyle, type SeekThumbnail } from '../engine/thumbnail-tile';
import styles from './player.module.css';

interface Props {
  /** Where along the bar (0…1). */
  ratio: number;
  label: string;
  thumb: SeekThumbnail | null;
}

/**
 * The frame and time above the seek bar. Visual only: the slider itself announces the time to
 * screen readers. Absolutely placed, so showing or hiding it moves nothing else.
 */
export function SeekPreview({ ratio, label, thumb }: Props) {
  const crop = thumb ? tileStyle(thumb) : null;
  return (
    <span
      className={styles.preview}
      data-framed={crop ? '' : undefined}
      style={{ left: previewLeft(ratio, crop !== null) }}
      aria-hidden="true"
    >
      {crop ? (
        <span className={styles.frame} style={crop.frame as CSSProperties}>
          <span className={styles.tile} style={crop.tile} data-seek-thumbnail="" />
        </span>
      ) : null}
      <span>{label}</span>
    </span>
  );
}
