import type { HistoryItem } from '@contract/entities';
import { continueHref } from '@/lib/continue-href';
import { formatDate, isoDay } from '@/lib/format-date';
import { AnchorLink } from '@/ui/anchor-link';
import { accountTexts } from '../texts';
import styles from './pages.module.css';

export function HistoryCard({ item }: { item: HistoryItem }) {
  const { media, episode } = item;
  const image = episode?.image ?? media.poster_hz ?? media.image1;
  const percent =
    item.duration_sec > 0
      ? Math.min(100, Math.round((item.position_sec / item.duration_sec) * 100))
      : 0;
  const texts = accountTexts.history;
  return (
    <AnchorLink href={continueHref(item)} className={styles.card}>
      <span className={styles.frame} data-shape="wide">
        {image ? (
          <img
            src={image}
            alt=""
            className={styles.image}
            loading="lazy"
            decoding="async"
            width={320}
            height={180}
          />
        ) : null}
        <span className={styles.progress} aria-hidden="true">
          <span className={styles.progressBar} style={{ width: `${percent}%` }} />
        </span>
      </span>
      <span className={styles.cardTitle}>{media.title}</span>
      <span className={styles.cardMeta}>
        {episode ? <span>{texts.episode(episode.number)}</span> : null}
        <span>{texts.progress(percent)}</span>
        <time dateTime={isoDay(item.updated_at)}>{formatDate(item.updated_at)}</time>
      </span>
    </AnchorLink>
  );
}
