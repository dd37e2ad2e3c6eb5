import type { HistoryItem } from '@contract/entities';
import { continueHref } from '@/lib/continue-href';
import { formatDate, isoDay } from '@/lib/format-date';
import { AnchorLink } from '@/ui/anchor-link';
import { WatchedBar, watchedPercent } from '@/ui/watched-bar';
import { accountTexts } from '../texts';
import { imageSources } from '@/ui/image-sources';
import styles from './pages.module.css';

export function HistoryCard({ item }: { item: HistoryItem }) {
  const { media, episode } = item;
  const image = episode?.image ?? media.poster_hz ?? media.image1;
  const percent = watchedPercent(item.position_sec, item.duration_sec);
  const texts = accountTexts.history;
  return (
    <AnchorLink href={continueHref(item)} className={styles.card}>
      <span className={styles.frame} data-shape="wide">
        {image ? (
          <img
            {...imageSources(image, '(min-width: 768px) 320px, 62vw')}
            alt=""
            className={styles.image}
            loading="lazy"
            decoding="async"
            width={320}
            height={180}
          />
        ) : null}
        <WatchedBar position={item.position_sec} duration={item.duration_sec} />
      </span>
      <span className={styles.cardTitle}>{media.title}</span>
      <span className={styles.cardMeta}>
        {episode ? <span>{texts.episode(episode.number)}</span> : null}
        {/* The bar above reads the same out to a screen reader. */}
        <span aria-hidden="true">{texts.progress(percent)}</span>
        <time dateTime={isoDay(item.updated_at)}>{formatDate(item.updated_at)}</time>
      </span>
    </AnchorLink>
  );
}
