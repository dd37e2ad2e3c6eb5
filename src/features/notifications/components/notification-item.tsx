import type { Notification } from '@contract/entities';
import { formatDateTime } from '@/lib/format-date';
import { AnchorLink } from '@/ui/anchor-link';
import { notificationTexts as t } from '../texts';
import styles from './notification-panel.module.css';

/** One notification: a link to what it is about, when it happened, and whether it is new. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const body = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.itemTitle}>
          {item.read ? null : <span className="visually-hidden">{`${t.unreadMark}: `}</span>}
          {item.title}
        </span>
        <span className={styles.body}>{item.body}</span>
        <time className={styles.time} dateTime={item.created_at}>
          {formatDateTime(item.created_at)}
        </time>
      </span>
    </>
  );
  const unread = item.read ? undefined : 'true';
  return item.link ? (
    <AnchorLink href={item.link} className={styles.item} data-unread={unread} onClick={onOpen}>
      {body}
    </AnchorLink>
  ) : (
    <button type="button" className={styles.item} data-unread={unread} onClick={onOpen}>
      {body}
    </button>
  );
}
