import { useLoadMore } from '@/lib/use-load-more';
import { useHistory } from '../api/get-history';
import { accountTexts } from '../texts';
import { HistoryIcon } from './account-icons';
import { HistoryCard } from './history-card';
import { EmptyState, ErrorState, GridSkeleton, LoadMore } from './list-states';
import styles from './pages.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The viewing history, newest first, a page at a time. */
export function HistoryList({ userId }: { userId: number }) {
  const query = useHistory(userId);
  const sentinel = useLoadMore<HTMLDivElement>({
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  });
  if (query.isPending) return <GridSkeleton shape="wide" />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.data);
  if (items.length === 0) {
    const texts = accountTexts.history;
    return <EmptyState icon={<HistoryIcon />} title={texts.empty} text={texts.emptyText} />;
  }
  return (
    <>
      <ul className={styles.grid} data-shape="wide">
        {items.map((item) => (
          <li key={item.id}>
            <HistoryCard item={item} />
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

export function HistoryPage({ userId }: { userId: number }) {
  useDocumentTitle(accountTexts.history.title);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{accountTexts.history.title}</h1>
      <HistoryList userId={userId} />
    </div>
  );
}
