import { texts } from '@/lib/texts';
import styles from './detail-states.module.css';

export function ActorSkeleton() {
  return (
    <div className={styles.skeleton} data-variant="actor" aria-busy="true">
      <span className="visually-hidden" role="status">
        {texts.states.loading}
      </span>
      <div className={styles.lines}>
        <div className={styles.actorHead} />
        <div className={styles.title} />
        <div className={styles.line} data-w="40" />
      </div>
    </div>
  );
}
