import { LoadMore } from '@/ui/load-more';
import { LoadError } from '@/ui/status-view';
import { Skeleton } from '@/ui/skeleton';
import { useComments } from '../api/get-comments';
import { useCommentAction } from '../api/set-comment-action';
import { useCommentCache } from '../api/use-comment-cache';
import { useKeptCommentActions } from '../hooks/use-kept-comment-actions';
import { usePendingComments } from '../hooks/use-pending-comments';
import { useViewerId } from '@/session';
import { socialTexts as t } from '../texts';
import { CommentForm, type Posted } from './comment-form';
import { CommentItem, PendingComment } from './comment-item';
import styles from './comments.module.css';

interface Props {
  episodeId: number;
}

function CommentsSkeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.comment}>
          <Skeleton shape="circle" width={40} height={40} />
          <div className={styles.main}>
            <Skeleton shape="text" width="30%" />
            <Skeleton shape="text" width="85%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Comments of an episode: newest first, 24 a page, infinite; posting, replies, like/dislike. */
export function CommentsSection({ episodeId }: Props) {
  const viewer = useViewerId();
  const query = useComments(episodeId, viewer);
  const cache = useCommentCache(episodeId, viewer);
  const act = useCommentAction(episodeId, viewer);
  const { pending, add: addPending } = usePendingComments(episodeId, cache.refresh);
  const withKept = useKeptCommentActions();

  const posted = (threadId: number | null, result: Posted) => {
    if ('pending' in result) {
      addPending();
    } else if (threadId === null) {
      cache.addThread(result.comment);
    } else {
      cache.addReply(threadId, result.comment);
    }
  };

  const threads = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const topPending = pending.filter((p) => p.threadId === null);

  return (
    <section className={styles.section} aria-labelledby="comments-heading">
      <h2 id="comments-heading" className={styles.heading}>
        {t.comments}
        {query.data ? <span className={styles.total}>{t.commentCount(total)}</span> : null}
      </h2>
      <CommentForm
        episodeId={episodeId}
        parentId={null}
        label={t.commentLabel}
        placeholder={t.commentPlaceholder}
        onPosted={(result) => posted(null, result)}
      />
      {query.isPending ? (
        <CommentsSkeleton />
      ) : query.isError ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : threads.length === 0 && topPending.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {topPending.map((p) => (
              <PendingComment key={p.key} body={p.body} />
            ))}
            {threads.map((thread) => (
              <CommentItem
                key={thread.id}
                comment={withKept(thread)}
                threadId={thread.id}
                episodeId={episodeId}
                viewer={viewer}
                replies={thread.replies.map(withKept)}
                pendingReplies={pending.filter((p) => p.threadId === thread.id)}
                onAction={(comment, pressed) => void act(comment, pressed)}
                onReplied={posted}
              />
            ))}
          </ul>
          <LoadMore
            query={query}
            loadMoreLabel={t.loadMore}
            loadingLabel={t.loadingMore}
            endLabel={threads.length > 24 ? t.allLoaded : undefined}
          />
        </>
      )}
    </section>
  );
}
