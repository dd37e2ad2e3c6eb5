import { MediaCard } from '@/features/catalogue';
import { useLoadMore } from '@/lib/use-load-more';
import { HeartIcon } from '@/ui/icons';
import { useLiked } from '../api/get-liked';
import { accountTexts } from '../texts';
import { EmptyState, ErrorState, GridSkeleton, LoadMore } from './list-states';
import styles from './pages.module.css';

function LikedList({ userId }: { userId: number }) {
  const query = useLiked(userId);
  const sentinel = useLoadMore<HTMLDivElement>({
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  });
  if (query.isPending) return <GridSkeleton shape="poster" />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.data);
  if (items.length === 0) {
    const texts = accountTexts.liked;
    return <EmptyState icon={<HeartIcon size={20} />} title={texts.empty} text={texts.emptyText} />;
  }
  return (
    <>
      <ul className={styles.grid} data-shape="poster">
        {items.map((media, i) => (
          <li key={media.id}>
            <MediaCard media={media} eager={i < 6} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        sentinel={sentinel}
      />
    </>
  );
}

/** docs/product.md §2 /episode/liked: the content the user liked. */
export function LikedPage({ userId }: { userId: number }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{accountTexts.liked.title}</h1>
      <LikedList userId={userId} />
    </div>
  );
}
