import { DownloadedIcon } from '@/ui/icons';
import type { MarkKind } from '../hooks/records-cache';
import { useIsDownloaded } from '../hooks/use-records';
import { entryTexts as t } from '../texts';
import styles from './downloaded-mark.module.css';

interface Props {
  kind: MarkKind;
  id: number;
  /** Over a picture (a card's corner) rather than in a line of text. */
  overlay?: boolean;
}

/**
 * The small "Татсан" mark on a row or card whose title the viewer has complete on this device:
 * an icon, and the word for screen readers (inside the row's link, so it is part of its name).
 */
export function DownloadedMark({ kind, id, overlay = false }: Props) {
  const downloaded = useIsDownloaded(kind, id);
  if (!downloaded) return null;
  return (
    <span className={overlay ? `${styles.mark} ${styles.overlay}` : styles.mark}>
      <DownloadedIcon size={overlay ? 16 : 14} />
      <span className="visually-hidden">{t.downloaded}</span>
    </span>
  );
}
