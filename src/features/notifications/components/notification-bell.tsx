import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useAuth } from '@/session';
import { useNotificationCount } from '../api/get-notification-count';
import { useNotificationSync } from '../hooks/tab-sync';
import { notificationTexts as t } from '../texts';
import { BellIcon } from './bell-icon';
import styles from './notification-bell.module.css';

// react-aria's popover lives in the panel's chunk: the header loads it on first use (or hover).
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(loadPanel);

/** The badge shows at most this; the description still says the real number. */
const BADGE_MAX = 99;

/**
 * The header's "Мэдэгдэл" button for a signed-in user: the unread count as a badge (and as the
 * button's description, so a screen reader hears it), opening the list in a popover.
 */
export function NotificationBell() {
  const auth = useAuth();
  if (auth.status !== 'user') return null;
  return <SignedInBell userId={auth.user.id} />;
}

function SignedInBell({ userId }: { userId: number }) {
  const countId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const count = useNotificationCount(userId, true).data ?? 0;
  useNotificationSync(true);
  // Mounted on first open and kept, so closing can animate and focus returns to the button.
  if (open && !mounted) setMounted(true);
  const preload = () => void loadPanel().catch(() => undefined);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.button}
        aria-label={t.button}
        aria-describedby={countId}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <BellIcon size={22} />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null}
      </button>
      <span id={countId} className="visually-hidden">
        {t.unread(count)}
      </span>
      {mounted ? (
        <Suspense fallback={null}>
          <NotificationPanel
            userId={userId}
            triggerRef={trigger}
            isOpen={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
