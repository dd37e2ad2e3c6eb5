import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface Props {
  className?: string;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' lines are rounded bars; 'block' keeps the box's own radius and aspect ratio. */
  shape?: 'text' | 'block' | 'circle';
}

/** A shimmering placeholder of the real content's size, so nothing moves when data arrives. */
export function Skeleton({ className, width, height, shape = 'block' }: Props) {
  const classes = [styles.skeleton, styles[shape], className].filter(Boolean).join(' ');
  return <span className={classes} style={{ width, height }} aria-hidden="true" />;
}

/** Paragraph-like lines with a ragged last line. */
export function SkeletonLines({ lines = 4, className }: { lines?: number; className?: string }) {
  return (
    <span className={`${styles.lines} ${className ?? ''}`} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} shape="text" width={i === lines - 1 ? '62%' : '100%'} />
      ))}
    </span>
  );
}
