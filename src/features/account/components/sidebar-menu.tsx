import { Heading } from 'react-aria-components';
import { Link } from '@tanstack/react-router';
import type { User } from '@contract/entities';
import {
  BookmarkIcon,
  CardIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyIcon,
  DownloadIcon,
  HeartIcon,
  UserIcon,
} from '@/ui/icons';
import { copyUserId } from '../hooks/copy-user-id';
import { accountTexts } from '../texts';
import { EditIcon, HistoryIcon, KeyIcon } from './account-icons';
import { Avatar } from './avatar';
import { LogoutButton } from './logout-button';
import icon from '@/ui/icon-button.module.css';
import styles from './user-sidebar.module.css';

interface Props {
  user: User;
  onClose: () => void;
  onEditProfile: () => void;
  onChangePin: () => void;
  onLogout: () => void;
}

/** docs/product.md §2: avatar, nickname, ID with copy, logout, remaining days, and the menu. */
export function SidebarMenu({ user, onClose, onEditProfile, onChangePin, onLogout }: Props) {
  const fullName = [user.last_name, user.first_name].filter(Boolean).join(' ');
  const title = user.nickname?.trim() || user.first_name?.trim() || user.phone;
  const texts = accountTexts;

  const copy = () => void copyUserId(user.id);

  return (
    <div className={styles.menuView}>
      <div className={styles.topBar}>
        <button
          type="button"
          className={icon.iconButton}
          onClick={onClose}
          aria-label={texts.close}
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <div className={styles.identity}>
        <Avatar src={user.avatar ?? user.image} size={88} />
        <Heading slot="title" className={styles.nickname}>
          {title}
        </Heading>
        {fullName && fullName !== title ? <p className={styles.fullName}>{fullName}</p> : null}
        <div className={styles.idRow}>
          <span className={styles.id}>{texts.idLabel(user.id)}</span>
          <button type="button" className={styles.copy} onClick={copy} aria-label={texts.copyId}>
            <CopyIcon width={18} height={18} />
          </button>
        </div>
        <button type="button" className={styles.edit} onClick={onEditProfile}>
          <EditIcon width={16} height={16} />
          {texts.editProfile}
        </button>
      </div>

      <div className={styles.days} data-empty={user.days <= 0}>
        <span className={styles.daysLabel}>{texts.daysLeft}</span>
        <strong className={styles.daysValue}>
          {user.days > 0 ? texts.days(user.days) : texts.noDays}
        </strong>
      </div>

      <nav aria-label={texts.menuLabel} className={styles.nav}>
        <ul className={styles.menu}>
          <li>
            <Link to="/profile" className={styles.item} onClick={onClose}>
              <UserIcon size={20} />
              <span>{texts.menu.profile}</span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={onChangePin}>
              <KeyIcon />
              <span>{texts.menu.changePin}</span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </button>
          </li>
          <li>
            {/* Owned by the payment feature; a document link works whether or not it is built. */}
            <a href="/payment" className={styles.item} onClick={onClose}>
              <CardIcon size={20} />
              <span>{texts.menu.extend}</span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </a>
          </li>
          <li>
            <Link to="/history" className={styles.item} onClick={onClose}>
              <HistoryIcon />
              <span>{texts.menu.history}</span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </Link>
          </li>
          <li>
            <Link to="/episode/liked" className={styles.item} onClick={onClose}>
              <HeartIcon size={20} />
              <span>{texts.menu.liked}</span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </Link>
          </li>
          <li>
            <Link to="/episode/later" className={styles.item} onClick={onClose}>
              <BookmarkIcon size={20} />
              <span>{texts.menu.later}</span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </Link>
          </li>
          <li>
            <Link to="/downloads" className={styles.item} onClick={onClose}>
              <DownloadIcon size={20} />
              <span>{texts.menu.downloads}</span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </Link>
          </li>
        </ul>
      </nav>

      <LogoutButton userId={user.id} className={styles.logout} onLogout={onLogout} />
    </div>
  );
}
