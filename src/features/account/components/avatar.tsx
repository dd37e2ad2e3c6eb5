import { UserIcon } from '@/ui/icons';
import styles from './avatar.module.css';

/** A round avatar of a fixed size; the default figure when the user has no image. */
export function Avatar({ src, size }: { src: string | null; size: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {src ? (
        <img src={src} alt="" width={size} height={size} className={styles.image} />
      ) : (
        <UserIcon width={size * 0.5} height={size * 0.5} />
      )}
    </span>
  );
}
