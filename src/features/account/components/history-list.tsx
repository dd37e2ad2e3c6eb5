import type { HistoryItem } from '@contract/entities';
import { InfiniteGrid, type GridItemProps } from '@/ui/infinite-grid';
import { useHistory } from '../api/get-history';
import { accountTexts } from '../texts';
import { AccountEmpty } from './account-empty';
import { HistoryIcon } from './account-icons';
import { HistoryCard } from './history-card';
import styles from './pages.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';

// Stable identities for InfiniteGrid, so its memoised pages are not re-rendered.
function HistoryGridItem({ item }: GridItemProps<HistoryItem>) {
  return <HistoryCard item={item} />;
}
const byId = (item: HistoryItem) => item.id;

/** The viewing history, newest first, a page at a time. */
export function HistoryList({ userId }: { userId: number }) {
  const query = useHistory(userId);
  const texts = accountTexts.history;
  return (
    <InfiniteGrid
      query={query}
      label={texts.title}
      itemKey={byId}
      Item={HistoryGridItem}
      shape="wide"
      size="large"
      empty={<AccountEmpty icon={<HistoryIcon />} title={texts.empty} text={texts.emptyText} />}
    />
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
