import type { MediaDetail } from '@contract/entities';
import { ShareButton } from '@/ui/share-button';
import { detailHref } from '../links';
import { LikeToggle } from './like-toggle';
import { PlayButton } from './play-button';
import { TranslatorChip } from './translator-chip';
import styles from './detail-actions.module.css';

export function DetailActions({ detail }: { detail: MediaDetail }) {
  return (
    <div className={styles.actions}>
      <PlayButton detail={detail} />
      <LikeToggle detail={detail} />
      <ShareButton
        className={styles.share}
        target={() => ({ title: detail.title, path: detailHref(detail) })}
      />
      {detail.translater ? <TranslatorChip translator={detail.translater} /> : null}
    </div>
  );
}
