import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioCommentRow } from '@contract/studio/endpoints/moderation';
import {
  COMMENT_FILTERS,
  COMMENT_FILTER_NAMES,
  COMMENT_SORTS,
  COMMENT_SORT_NAMES,
  type CommentFilter,
  type CommentSort,
} from '@contract/studio/moderation-values';
import { studioCall } from '../../api/studio-client';
import { navigate, studioHref, useStudioLocation } from '../../app/location';
import type { TableColumn } from '../../ui/data-table';
import { PagedTable } from '../../ui/paged-table';
import { SearchBox } from '../../ui/search-box';
import uiStyles from '../../ui/studio-ui.module.css';
import { ubMoment } from '../../ui/ub-time';
import { BanDialog, ReasonDialog } from './comment-dialogs';
import { moderationKeys } from './moderation-keys';
import { moderationTexts as texts, personLabel } from './moderation-texts';
import styles from './moderation.module.css';

type Acting =
  | { kind: 'hide' | 'remove'; comment: StudioCommentRow }
  | { kind: 'ban'; comment: StudioCommentRow };

/** The author box takes an id or a whole phone number. */
function authorQuery(value: string): { user?: number; phone?: string } | null {
  if (value === '') return {};
  if (/^\d{8}$/.test(value)) return { phone: value };
  if (/^\d{1,7}$/.test(value) && Number(value) > 0) return { user: Number(value) };
  return null;
}

/**
 * Every comment, newest first or the most reported first (only those with open reports), one
 * server page at a time: by text, by author and shown or hidden (all in the address). Each row hides or restores, deletes, or stops its author from commenting.
 */
export function CommentList() {
  const queryClient = useQueryClient();
  const { search } = useStudioLocation();
  const author = search.get('author') ?? '';
  const byAuthor = authorQuery(author);
  const query = {
    q: search.get('q') ?? undefined,
    ...(byAuthor ?? {}),
    show: COMMENT_FILTERS.find((f) => f === search.get('show')) ?? ('all' as CommentFilter),
    sort: COMMENT_SORTS.find((f) => f === search.get('sort')) ?? ('newest' as CommentSort),
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const [acting, setActing] = useState<Acting | null>(null);
  const comments = useQuery({
    queryKey: moderationKeys.comments(query),
    queryFn: () => studioCall('studioComments', { query }),
    placeholderData: keepPreviousData,
    enabled: byAuthor !== null,
  });
  const restore = useMutation({
    mutationFn: (id: number) => studioCall('studioCommentRestore', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
  const go = (change: Record<string, string | number | undefined>) =>
    navigate(
      studioHref('moderation/comments', {
        q: query.q,
        author: author || undefined,
        show: query.show === 'all' ? undefined : query.show,
        sort: query.sort === 'newest' ? undefined : query.sort,
        ...change,
      }),
    );

  const columns: TableColumn<StudioCommentRow>[] = [
    {
      id: 'comment',
      label: texts.comment,
      isRowHeader: true,
      render: (c) => (
        <>
          {c.hidden_reason !== null ? (
            <span className={styles.tag}>{texts.hiddenTag(c.hidden_reason)}</span>
          ) : null}
          {c.parent_id !== null ? <span className={styles.tag}>{texts.reply}</span> : null}
          <span className={styles.text}>{c.body}</span>
          {c.replies > 0 ? (
            <span className={styles.muted}> · {texts.replies(c.replies)}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'episode',
      label: texts.episode,
      render: (c) => (
        <a href={c.link} target="_blank" rel="noreferrer">
          {c.title} · {c.episode}
        </a>
      ),
    },
    {
      id: 'author',
      label: texts.author,
      render: (c) => (
        <>
          {personLabel(c.author)}
          {c.author_banned_until ? (
            <>
              <br />
              <span className={styles.muted}>
                {texts.bannedUntil(ubMoment(c.author_banned_until))}
              </span>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'reports',
      label: texts.commentReports,
      render: (c) =>
        c.reports > 0 ? <span className={styles.tag}>{texts.reportCount(c.reports)}</span> : null,
    },
    { id: 'when', label: texts.when, render: (c) => ubMoment(c.created_at) },
    {
      id: 'actions',
      label: texts.actions,
      render: (c) => (
        <div className={uiStyles.actions}>
          {c.hidden_at === null ? (
            <button
              type="button"
              className={uiStyles.button}
              onClick={() => setActing({ kind: 'hide', comment: c })}
            >
              {texts.hide}
            </button>
          ) : (
            <button
              type="button"
              className={uiStyles.button}
              disabled={restore.isPending}
              onClick={() => restore.mutate(c.id)}
            >
              {texts.restore}
            </button>
          )}
          <button
            type="button"
            className={uiStyles.danger}
            onClick={() => setActing({ kind: 'remove', comment: c })}
          >
            {texts.remove}
          </button>
          <button
            type="button"
            className={uiStyles.button}
            onClick={() => setActing({ kind: 'ban', comment: c })}
          >
            {texts.ban}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className={styles.filters}>
        <SearchBox
          key={`q-${query.q ?? ''}`}
          label={texts.searchText}
          value={query.q ?? ''}
          onSearch={(q) => go({ q: q || undefined, page: undefined })}
        />
        <SearchBox
          key={`a-${author}`}
          label={texts.searchUser}
          value={author}
          onSearch={(value) => go({ author: value || undefined, page: undefined })}
        />
        <label className={uiStyles.fieldLabel}>
          {texts.show}
          <select
            className={uiStyles.input}
            value={query.show}
            onChange={(e) => go({ show: e.target.value, page: undefined })}
          >
            {COMMENT_FILTERS.map((f) => (
              <option key={f} value={f}>
                {COMMENT_FILTER_NAMES[f]}
              </option>
            ))}
          </select>
        </label>
        <label className={uiStyles.fieldLabel}>
          {texts.sort}
          <select
            className={uiStyles.input}
            value={query.sort}
            onChange={(e) => go({ sort: e.target.value, page: undefined })}
          >
            {COMMENT_SORTS.map((f) => (
              <option key={f} value={f}>
                {COMMENT_SORT_NAMES[f]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <span role="alert" className={styles.dialogError}>
        {byAuthor === null ? texts.userInvalid : restore.isError ? restore.error.message : ''}
      </span>
      {byAuthor === null ? null : (
        <PagedTable
          list={comments}
          label={texts.commentList}
          columns={columns}
          emptyText={texts.noComments}
          page={query.page}
          pagerLabel={texts.paging}
          onPage={(page) => go({ page })}
        />
      )}
      {acting?.kind === 'hide' ? (
        <ReasonDialog
          title={texts.hideTitle}
          text={texts.hideText}
          action={texts.hide}
          send={(reason) =>
            studioCall('studioCommentHide', { params: { id: acting.comment.id }, body: { reason } })
          }
          onClose={() => setActing(null)}
        />
      ) : acting?.kind === 'remove' ? (
        <ReasonDialog
          title={texts.removeTitle}
          text={texts.removeText(acting.comment.replies)}
          action={texts.remove}
          danger
          send={(reason) =>
            studioCall('studioCommentDelete', {
              params: { id: acting.comment.id },
              body: { reason },
            })
          }
          onClose={() => setActing(null)}
        />
      ) : acting?.kind === 'ban' ? (
        <BanDialog person={acting.comment.author} onClose={() => setActing(null)} />
      ) : null}
    </>
  );
}
