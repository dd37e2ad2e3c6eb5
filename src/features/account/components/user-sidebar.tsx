import { useEffect, useRef, useState } from 'react';
import { Heading } from 'react-aria-components';
import type { User } from '@contract/entities';
import { Dialog } from '@/ui/dialog';
import { ChevronLeftIcon, CloseIcon } from '@/ui/icons';
import { accountTexts } from '../texts';
import { ChangePinForm } from './change-pin-form';
import { ProfileForm } from './profile-form';
import { SidebarMenu } from './sidebar-menu';
import icon from '@/ui/icon-button.module.css';
import styles from './user-sidebar.module.css';

type View = 'menu' | 'profile' | 'pin';

export interface UserSidebarProps {
  user: User;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
}

/**
 * docs/product.md §2 User sidebar (right drawer), with the profile edit and change PIN sidebars as its
 * second level. Modal: closes by its button, Escape or a click outside.
 */
export function UserSidebar({ user, isOpen, onOpenChange, onLogout }: UserSidebarProps) {
  const [view, setView] = useState<View>('menu');
  const dialogRef = useRef<HTMLElement>(null);
  const firstView = useRef(true);

  // The control that switched the view is gone: keep focus (and Escape) inside the dialog.
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    dialogRef.current?.focus();
  }, [view]);
  const toMenu = () => setView('menu');
  const close = () => {
    onOpenChange(false);
    setView('menu');
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isDismissable
      width={400}
      placement="end"
      ref={dialogRef}
      className={styles.dialog}
    >
      {view === 'menu' ? (
        <SidebarMenu
          user={user}
          onClose={close}
          onEditProfile={() => setView('profile')}
          onChangePin={() => setView('pin')}
          onLogout={onLogout}
        />
      ) : (
        <>
          <header className={styles.panelHeader}>
            <button
              type="button"
              className={icon.iconButton}
              onClick={toMenu}
              aria-label={accountTexts.back}
            >
              <ChevronLeftIcon size={20} />
            </button>
            <Heading slot="title" className={styles.panelTitle}>
              {view === 'profile' ? accountTexts.profileForm.title : accountTexts.pinForm.title}
            </Heading>
            <button
              type="button"
              className={icon.iconButton}
              onClick={close}
              aria-label={accountTexts.close}
            >
              <CloseIcon size={20} />
            </button>
          </header>
          <div className={styles.panelBody}>
            {view === 'profile' ? (
              <ProfileForm user={user} onSaved={toMenu} onCancel={toMenu} />
            ) : (
              <ChangePinForm userId={user.id} onDone={toMenu} onCancel={toMenu} />
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
