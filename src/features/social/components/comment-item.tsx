import { useState } from 'react';
import type { Comment, CommentThread } from '@contract/entities';
import { ThumbDownIcon, ThumbUpIcon } from '@/ui/thumb-icons';
import { formatWhen, socialTexts as t } from '../texts';
import { CommentForm, type Posted } from './comment-form';
import { CommentMenu } from './comment-menu';
import { ReplyIcon } from './social-icons';
import styles from './comments.module.css';

interface Props {
  comment: Comment;
  /** The top-level comment replies attach to (itself for a thread). */
  threadId: number;
  episodeId: number;
  /** Who reads (0 for a guest): someone else's comment has a menu to report it. */
  viewer: number;
  onAction: (comment: Comment, pressed: 1 | 2) => void;
  onReplied: (threadId: number, posted: Posted) => void;
  replies?: CommentThread['replies'];
  pendingReplies?: { key: number; body: string }[];
}

export function Avatar({ name, src }: { name: string; src: string | null }) {
  return src ? (
    <img className={styles.avatar} src={src} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * One comment: who and when, the text, like/dislike counters and a reply form on demand. A comment
 * a moderator hid says so in place of its text, without its buttons; its replies stay below it.
 * Its author's comment held for review says so, without buttons (only the author receives it).
 */
export function CommentItem(props: Props) {
  const { comment } = props;
  const [replying, setReplying] = useState(false);
  const name = comment.nickname ?? t.anonymous;
  const isReply = comment.parent_id !== null;
  return (
    <li className={styles.item} data-reply={isReply || undefined}>
      <article className={styles.comment} aria-label={name}>
        <Avatar name={name} src={comment.avatar} />
        <div className={styles.main}>
          <p className={styles.meta}>
            <span className={styles.name}>{name}</span>
            <time className={styles.when} dateTime={comment.created_at}>
              {formatWhen(comment.created_at)}
            </time>
            {comment.held ? <span className={styles.pendingTag}>{t.held}</span> : null}
          </p>
          {comment.removed ? (
            <p className={styles.removed}>{t.removed}</p>
          ) : (
            <p className={styles.body}>{comment.body}</p>
          )}
          {comment.held ? <p className={styles.removed}>{t.heldNote}</p> : null}
          {comment.removed || comment.held ? null : (
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.action}
                aria-pressed={comment.action === 1}
                onClick={() => props.onAction(comment, 1)}
              >
                <ThumbUpIcon filled={comment.action === 1} width={18} height={18} />
                <span className="visually-hidden">{t.likeComment}</span>
                <span className={styles.count}>{comment.likes}</span>
              </button>
              <button
                type="button"
                className={styles.action}
                aria-pressed={comment.action === 2}
                onClick={() => props.onAction(comment, 2)}
              >
                <ThumbDownIcon filled={comment.action === 2} width={18} height={18} />
                <span className="visually-hidden">{t.dislikeComment}</span>
                <span className={styles.count}>{comment.dislikes}</span>
              </button>
              <button
                type="button"
                className={styles.action}
                aria-expanded={replying}
                onClick={() => setReplying((open) => !open)}
              >
                <ReplyIcon width={18} height={18} />
                {t.reply}
              </button>
              {comment.user_id === props.viewer ? null : (
                <CommentMenu commentId={comment.id} author={name} />
              )}
            </div>
          )}
          {replying ? (
            <CommentForm
              episodeId={props.episodeId}
              parentId={comment.id}
              label={t.replyLabel(name)}
              placeholder={t.replyPlaceholder}
              focusOnMount
              onCancel={() => setReplying(false)}
              onPosted={(posted) => {
                setReplying(false);
                props.onReplied(props.threadId, posted);
              }}
            />
          ) : null}
        </div>
      </article>
      {props.replies && (props.replies.length > 0 || props.pendingReplies?.length) ? (
        <ul className={styles.replies} aria-label={t.replies(props.replies.length)}>
          {props.replies.map((reply) => (
            <CommentItem
              key={reply.id}
              comment={reply}
              threadId={props.threadId}
              episodeId={props.episodeId}
              viewer={props.viewer}
              onAction={props.onAction}
              onReplied={props.onReplied}
            />
          ))}
          {props.pendingReplies?.map((reply) => (
            <PendingComment key={reply.key} body={reply.body} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A comment written offline: shown at once, marked as waiting for the network. */
export function PendingComment({ body }: { body: string }) {
  return (
    <li className={styles.item} data-pending="">
      <article className={styles.comment} aria-label={t.pending}>
        <span className={styles.avatar} aria-hidden="true">
          …
        </span>
        <div className={styles.main}>
          <p className={styles.meta}>
            <span className={styles.pendingTag}>{t.pending}</span>
          </p>
          <p className={styles.body}>{body}</p>
        </div>
      </article>
    </li>
  );
}
