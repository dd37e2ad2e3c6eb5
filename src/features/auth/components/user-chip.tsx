import type { User } from '@contract/entities';
import { UserIcon } from '@/ui/icons';
import { authTexts } from '../texts';
import styles from './auth-area.module.css';

/** What a logged-in user's header shows: who they are at a glance, and the way to their menu. */
export function displayName(user: User): string {
  return user.first_name?.trim() || user.nickname?.trim() || user.phone;
}

export function UserChip({
  user,
  onOpen,
  onPreload,
}: {
  user: User;
  onOpen: () => void;
  onPreload: () => void;
}) {
  const avatar = user.avatar ?? user.image;
  return (
    <button
      type="button"
      className={styles.user}
      onClick={onOpen}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      aria-haspopup="dialog"
    >
      <span className={styles.avatar} aria-hidden="true">
        {avatar ? (
          <img src={avatar} alt="" width={36} height={36} className={styles.avatarImage} />
        ) : (
          <UserIcon width={20} height={20} />
        )}
      </span>
      <span className={styles.who}>
        <span className={styles.name}>{displayName(user)}</span>
        <span className={styles.id}>{authTexts.idLabel(user.id)}</span>
      </span>
    </button>
  );
}
