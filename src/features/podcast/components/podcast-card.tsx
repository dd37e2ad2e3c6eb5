import { Link } from '@tanstack/react-router';
import type { Podcast } from '@contract/entities';
import { MicIcon } from '@/ui/icons';
import { imageSources } from '@/ui/image-sources';
import { podcastTexts } from '../texts';
import styles from './podcast-card.module.css';

export function PodcastCard({ podcast, eager = false }: { podcast: Podcast; eager?: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.frame}>
        {podcast.image ? (
          <img
            className={styles.image}
            {...imageSources(podcast.image, '(min-width: 640px) 240px, 50vw')}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <MicIcon className={styles.placeholder} width={48} height={48} />
        )}
        <span className={styles.count}>{podcastTexts.episodes(podcast.track_count)}</span>
      </div>
      <h2 className={styles.title}>
        <Link to="/podcast/detail/$id" params={{ id: String(podcast.id) }} className={styles.link}>
          {podcast.title}
        </Link>
      </h2>
      <p className={styles.creator}>{podcast.creator}</p>
      {podcast.description ? <p className={styles.description}>{podcast.description}</p> : null}
    </article>
  );
}
