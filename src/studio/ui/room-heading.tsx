import { useEffect, useRef, type ReactNode } from 'react';
import styles from './studio-ui.module.css';

/**
 * A room's h1. It takes focus when the room opens, so a screen reader announces the new page
 * after a navigation that changed no document (the viewer app does the same on a route change).
 */
export function RoomHeading({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className={styles.roomHead}>
      <h1 ref={ref} tabIndex={-1} className={styles.roomTitle}>
        {title}
      </h1>
      {children}
    </div>
  );
}
