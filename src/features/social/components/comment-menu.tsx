import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { requireLogin } from '@/session';
import { socialTexts as t } from '../texts';
import { CommentReportDialog } from './comment-report-dialog';
import { FlagIcon, MoreIcon } from './social-icons';
import styles from './comments.module.css';

/**
 * The "⋯" menu of someone else's comment: report it (decision 070). A guest is told to log in,
 * as for every social action; the author's own comment has no menu.
 */
export function CommentMenu({ commentId, author }: { commentId: number; author: string }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <MenuTrigger>
        <Button className={styles.action} aria-label={`${t.commentMenu}: ${author}`}>
          <MoreIcon width={18} height={18} />
        </Button>
        <Popover className={styles.popover} placement="bottom end">
          <Menu
            aria-label={t.commentMenu}
            className={styles.menu}
            onAction={() => {
              if (requireLogin()) setReporting(true);
            }}
          >
            <MenuItem id="report" className={styles.menuItem} textValue={t.reportComment}>
              <FlagIcon width={18} height={18} aria-hidden="true" />
              <span>{t.reportComment}</span>
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <CommentReportDialog commentId={commentId} isOpen={reporting} onOpenChange={setReporting} />
    </>
  );
}
