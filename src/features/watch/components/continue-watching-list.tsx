import type { HistoryItem } from '@contract/entities';
import { continueHref } from '@/lib/continue-href';
import { AnchorLink } from '@/ui/anchor-link';
import { WatchedBar } from '@/ui/watched-bar';
import { useHistoryLatest } from '../api/get-history-latest';
import { watchTexts as t } from '../texts';
import { imageSources } from '@/ui/image-sources';
import styles from './continue-watching.module.css';

function ContinueCard({ item }: { item: HistoryItem }) {
  const { media, episode } = item;
  const image = episode?.image ?? media.poster_hz ?? media.image1;
  const left = Math.max(0, Math.ceil((item.duration_sec - item.position_sec) / 60));
  return (
    <li className={styles.item}>
      <AnchorLink href={continueHref(item)} className={styles.card}>
        <span className={styles.frame}>
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
        <span className={styles.title}>{media.title}</span>
        <span className={styles.meta}>
          {episode ? `${t.episodeLabel(episode.number)} · ` : ''}
          {item.duration_sec > 0 ? t.minutesLeft(left) : null}
        </span>
      </AnchorLink>
    </li>
  );
}

/** The row itself, loaded once a logged-in user is known (see continue-watching-row.tsx). */
export default function ContinueWatchingList({ userId }: { userId: number }) {
  const { data } = useHistoryLatest(userId);
  // Started and not finished: a title watched to the credits is not "in progress".
  const items = (data ?? []).filter(
    (item) =>
      item.position_sec > 0 &&
      (item.duration_sec === 0 || item.position_sec < item.duration_sec * 0.95),
  );
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="continue-heading">
      <h2 id="continue-heading" className={styles.heading}>
        {t.continueWatching}
      </h2>
      <ul className={styles.row}>
        {items.map((item) => (
          <ContinueCard key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
