import { Button, Heading } from 'react-aria-components';
import { Dialog } from '@/ui/dialog';
import { playerTexts as t } from '../texts';
import styles from './shortcut-help.module.css';

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  portal: Element | undefined;
}

/** The `?` overlay: every keyboard shortcut of the player. */
export function ShortcutHelp({ isOpen, onOpenChange, portal }: Props) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      width={440}
      placement="center"
      portalContainer={portal}
      className={styles.dialog}
    >
      <Heading slot="title" className={styles.title}>
        {t.shortcuts}
      </Heading>
      <dl className={styles.list}>
        {t.shortcutList.map(([keys, action]) => (
          <div key={keys} className={styles.row}>
            <dt className={styles.keys}>
              {keys.split(' / ').map((key, i) => (
                <span key={key}>
                  {i > 0 ? <span className={styles.sep}>/</span> : null}
                  <kbd className={styles.kbd}>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd className={styles.action}>{action}</dd>
          </div>
        ))}
      </dl>
      <Button slot="close" className={styles.close}>
        {t.close}
      </Button>
    </Dialog>
  );
}
