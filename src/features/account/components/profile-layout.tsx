import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { User } from '@contract/entities';
import { BookmarkIcon, CardIcon, DownloadIcon, ReceiptIcon, UserIcon } from '@/ui/icons';
import { accountTexts } from '../texts';
import { HistoryIcon, KeyIcon, WalletIcon } from './account-icons';
import { Avatar } from './avatar';
import { LogoutButton } from './logout-button';
import styles from './profile-layout.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';

interface Props {
  user: User;
  onLogout: () => void;
  children: ReactNode;
}

const tabs = accountTexts.profilePage.tabs;

/** /profile and its children: who the user is, then the section they picked. */
export function ProfileLayout({ user, onLogout, children }: Props) {
  const name = [user.last_name, user.first_name].filter(Boolean).join(' ') || user.phone;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="profile-name">
        <Avatar src={user.avatar ?? user.image} size={96} />
        <div className={styles.who}>
          <h1 id="profile-name" className={styles.name}>
            {name}
          </h1>
          <p className={styles.meta}>
            <span>{accountTexts.idLabel(user.id)}</span>
            {user.nickname ? <span>@{user.nickname}</span> : null}
          </p>
        </div>
        <div className={styles.days} data-empty={user.days <= 0}>
          <span className={styles.daysLabel}>{accountTexts.daysLeft}</span>
          <strong>{user.days > 0 ? accountTexts.days(user.days) : accountTexts.noDays}</strong>
        </div>
      </section>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={accountTexts.profilePage.nav}>
          <ul className={styles.tabs}>
            <li>
              <Link to="/profile" className={styles.tab} activeOptions={{ exact: true }}>
                <UserIcon size={20} />
                {tabs.index}
              </Link>
            </li>
            <li>
              <Link to="/profile/change-password" className={styles.tab}>
                <KeyIcon />
                {tabs.changePassword}
              </Link>
            </li>
            <li>
              <Link to="/profile/ebarimt/list" className={styles.tab}>
                <ReceiptIcon size={20} />
                {tabs.ebarimt}
              </Link>
            </li>
            <li>
              <Link to="/profile/my-fund" className={styles.tab}>
                <WalletIcon />
                {tabs.myFund}
              </Link>
            </li>
            <li>
              <Link to="/profile/extend-rights" className={styles.tab}>
                <CardIcon size={20} />
                {tabs.extendRights}
              </Link>
            </li>
            <li>
              <Link to="/profile/viewed-history" className={styles.tab}>
                <HistoryIcon />
                {tabs.viewedHistory}
              </Link>
            </li>
            <li>
              {/* The watch-later list is its own page (/episode/later), reached from here too. */}
              <Link to="/episode/later" className={styles.tab}>
                <BookmarkIcon size={20} />
                {accountTexts.menu.later}
              </Link>
            </li>
            <li>
              <Link to="/downloads" className={styles.tab}>
                <DownloadIcon size={20} />
                {accountTexts.menu.downloads}
              </Link>
            </li>
          </ul>
          <LogoutButton userId={user.id} className={styles.logout} onLogout={onLogout} />
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}

/** A child page's frame: its heading (h2 under the profile's h1) and content. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
