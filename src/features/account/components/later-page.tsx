import { useQueryClient } from '@tanstack/react-query';
import type { MediaCard as MediaCardData } from '@contract/entities';
import { useViewerId } from '@/session';
import { MediaCardMark } from '@/features/downloads';
import { useMediaStatusToggle } from '@/features/media-detail';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BookmarkIcon, CloseIcon } from '@/ui/icons';
import { InfiniteGrid, type GridItemProps } from '@/ui/infinite-grid';
import { MediaCard } from '@/ui/media-card';
import { markedListQueryOptions, useMarkedList } from '../api/get-marked-list';
import { accountTexts } from '../texts';
import { AccountEmpty } from './account-empty';
import styles from './pages.module.css';

interface Pages {
  pages: { data: { id: number }[]; total: number }[];
}

function without<D extends Pages>(data: D | undefined, id: number): D | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.filter((item) => item.id !== id),
      total: Math.max(0, page.total - 1),
    })),
  };
}

/**
 * One title of the list with its remove button: one press takes it off the list at once; the
 * list is read again when the server has answered, so a refused removal puts it back.
 */
function LaterItem({ item, eager }: GridItemProps<MediaCardData>) {
  const queryClient = useQueryClient();
  const { queryKey } = markedListQueryOptions('later', useViewerId());
  const { toggle } = useMediaStatusToggle(item.id, {
    onSettled: () => void queryClient.invalidateQueries({ queryKey }),
  });
  const remove = () => {
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData(queryKey, (old) => without(old, item.id));
    toggle('later', false);
  };
  return (
    <div className={styles.removable}>
      <MediaCard media={item} mark={MediaCardMark} eager={eager} />
      <button
        type="button"
        className={styles.remove}
        aria-label={accountTexts.later.remove(item.title)}
        title={accountTexts.later.remove(item.title)}
        onClick={remove}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

// Stable identities for InfiniteGrid, so its memoised pages are not re-rendered.
const byId = (item: MediaCardData) => item.id;

function LaterList({ userId }: { userId: number }) {
  const query = useMarkedList('later', userId);
  const texts = accountTexts.later;
  return (
    <InfiniteGrid
      query={query}
      label={texts.title}
      itemKey={byId}
      Item={LaterItem}
      size="large"
      empty={<AccountEmpty icon={<BookmarkIcon />} title={texts.empty} text={texts.emptyText} />}
    />
  );
}

/** /episode/later: the titles the user marked "Дараа үзэх", removable with one press. */
export function LaterPage({ userId }: { userId: number }) {
  useDocumentTitle(accountTexts.later.title);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{accountTexts.later.title}</h1>
      <LaterList userId={userId} />
    </div>
  );
}
