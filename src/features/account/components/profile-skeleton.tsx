import { texts } from '@/lib/texts';
import styles from './profile-layout.module.css';

/** The profile's hero and menu boxes while the session is being restored. */
export function ProfileSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {texts.states.loading}
      </span>
      <div className={`${styles.hero} ${styles.skeleton}`} style={{ minHeight: 150 }} />
      <div className={`${styles.fundSkeleton} ${styles.skeleton}`} />
    </div>
  );
}
