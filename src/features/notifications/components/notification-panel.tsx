import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { EmptyState, LoadError } from '@/ui/status-view';
import { LoadMore } from '@/ui/load-more';
import { useNotificationPage } from '../api/get-notification-page';
import { useMarkRead } from '../api/mark-read';
import { notificationTexts as t } from '../texts';
import { NotificationItem } from './notification-item';
import styles from './notification-panel.module.css';

interface Props {
  userId: number;
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The list under the header's button: react-aria's popover (focus moves in, Escape and a click
 * outside close it, focus returns to the button), as wide as a phone allows.
 */
export default function NotificationPanel({ userId, triggerRef, isOpen, onOpenChange }: Props) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      offset={8}
      className={styles.popover}
    >
      <Dialog className={styles.dialog}>
        <PanelBody userId={userId} close={() => onOpenChange(false)} />
      </Dialog>
    </Popover>
  );
}

function PanelBody({ userId, close }: { userId: number; close: () => void }) {
  const list = useNotificationPage(userId);
  const mark = useMarkRead(userId);
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const anyUnread = items.some((n) => !n.read);

  return (
    <>
      <div className={styles.head}>
        <Heading slot="title" className={styles.title}>
          {t.title}
        </Heading>
        {items.length > 0 ? (
          // Stays when all are read (aria-disabled, not removed), so focus is not lost with it.
          <button
            type="button"
            className={styles.markAll}
            aria-disabled={!anyUnread}
            onClick={() => {
              if (anyUnread) mark.mutate(null);
            }}
          >
            {t.markAll}
          </button>
        ) : null}
      </div>
      {list.isPending ? (
        <p className={styles.state} role="status">
          {t.loading}
        </p>
      ) : list.isError && items.length === 0 ? (
        <LoadError
          error={list.error}
          title={t.loadFailed}
          onRetry={() => void list.refetch()}
          compact
          className={styles.error}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t.empty} text={t.emptyHint} className={styles.empty} />
      ) : (
        <div className={styles.scroll}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem
                  item={item}
                  onOpen={() => {
                    if (!item.read) mark.mutate(item.id);
                    close();
                  }}
                />
              </li>
            ))}
          </ul>
          <LoadMore query={list} rootMargin="120px 0px" />
        </div>
      )}
    </>
  );
}
