import type { MediaCard as MediaCardData } from '@contract/entities';
import { MediaCardMark } from '@/features/downloads';
import { HeartIcon } from '@/ui/icons';
import { InfiniteGrid, type GridItemProps } from '@/ui/infinite-grid';
import { MediaCard } from '@/ui/media-card';
import { useMarkedList } from '../api/get-marked-list';
import { accountTexts } from '../texts';
import { AccountEmpty } from './account-empty';
import styles from './pages.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';

// Stable identities for InfiniteGrid, so its memoised pages are not re-rendered.
function LikedGridItem({ item, eager }: GridItemProps<MediaCardData>) {
  return <MediaCard media={item} mark={MediaCardMark} eager={eager} />;
}
const byId = (item: MediaCardData) => item.id;

function LikedList({ userId }: { userId: number }) {
  const query = useMarkedList('liked', userId);
  const texts = accountTexts.liked;
  return (
    <InfiniteGrid
      query={query}
      label={texts.title}
      itemKey={byId}
      Item={LikedGridItem}
      size="large"
      empty={<AccountEmpty icon={<HeartIcon />} title={texts.empty} text={texts.emptyText} />}
    />
  );
}

/** docs/product.md §2 /episode/liked: the content the user liked. */
export function LikedPage({ userId }: { userId: number }) {
  useDocumentTitle(accountTexts.liked.title);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{accountTexts.liked.title}</h1>
      <LikedList userId={userId} />
    </div>
  );
}
