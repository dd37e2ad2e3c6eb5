import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadMore } from '@/ui/load-more';
import { Skeleton } from '@/ui/skeleton';
import { EmptyState } from '@/ui/status-view';
import { usePodcasts } from '../api/get-podcasts';
import { podcastTexts } from '../texts';
import { PodcastCard } from './podcast-card';
import styles from './podcast-list-page.module.css';

export function PodcastListPage() {
  const query = usePodcasts();
  useDocumentTitle(podcastTexts.title);
  const podcasts = query.data.pages.flatMap((page) => page.data);
  const total = query.data.pages.at(-1)?.total ?? podcasts.length;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{podcastTexts.title}</h1>
        <p className={styles.lead}>{podcastTexts.lead}</p>
      </div>
      {podcasts.length === 0 ? (
        <EmptyState title={podcastTexts.empty} />
      ) : (
        <>
          <ul className={styles.grid}>
            {podcasts.map((podcast, index) => (
              <li key={podcast.id} className={styles.item}>
                <PodcastCard podcast={podcast} eager={index < 4} />
              </li>
            ))}
          </ul>
          <LoadMore
            query={query}
            loadMoreLabel={podcastTexts.loadMore}
            loadingLabel={podcastTexts.loadingMore}
            endLabel={podcastTexts.allShown(total)}
          />
        </>
      )}
    </div>
  );
}

export function PodcastListSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {podcastTexts.loading}
      </span>
      <div className={styles.head}>
        <Skeleton shape="text" className={styles.titleSkeleton} />
        <Skeleton shape="text" className={styles.leadSkeleton} />
      </div>
      <div className={styles.grid}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className={styles.cardSkeleton}>
            <Skeleton className={styles.coverSkeleton} />
            <Skeleton shape="text" width="80%" />
            <Skeleton shape="text" width="45%" />
          </div>
        ))}
      </div>
    </div>
  );
}
