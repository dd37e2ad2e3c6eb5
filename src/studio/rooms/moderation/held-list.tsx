import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioCommentRow } from '@contract/studio/endpoints/moderation';
import { moderationMessages } from '@contract/studio/moderation-values';
import { studioCall } from '../../api/studio-client';
import { navigate, studioHref, useStudioLocation } from '../../app/location';
import type { TableColumn } from '../../ui/data-table';
import { PagedTable } from '../../ui/paged-table';
import uiStyles from '../../ui/studio-ui.module.css';
import { ubMoment } from '../../ui/ub-time';
import { moderationKeys } from './moderation-keys';
import { moderationTexts, personLabel } from './moderation-texts';
import { wordTexts as texts } from './word-texts';
import styles from './moderation.module.css';

/**
 * Comments the word list held (decision 070), newest first: approving shows them to everyone,
 * rejecting deletes them. Only their authors see them until then.
 */
export function HeldList() {
  const queryClient = useQueryClient();
  const { search } = useStudioLocation();
  const query = { show: 'held' as const, page: Math.max(1, Number(search.get('page')) || 1) };
  const held = useQuery({
    queryKey: moderationKeys.comments(query),
    queryFn: () => studioCall('studioComments', { query }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      studioCall(approve ? 'studioCommentApprove' : 'studioCommentReject', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
  const columns: TableColumn<StudioCommentRow>[] = [
    {
      id: 'comment',
      label: moderationTexts.comment,
      isRowHeader: true,
      render: (c) => (
        <>
          {c.held_word !== null ? (
            <span className={styles.tag}>{texts.matched(c.held_word)}</span>
          ) : null}
          <span className={styles.text}>{c.body}</span>
        </>
      ),
    },
    {
      id: 'episode',
      label: moderationTexts.episode,
      render: (c) => (
        <a href={c.link} target="_blank" rel="noreferrer">
          {c.title} · {c.episode}
        </a>
      ),
    },
    { id: 'author', label: moderationTexts.author, render: (c) => personLabel(c.author) },
    { id: 'when', label: moderationTexts.when, render: (c) => ubMoment(c.created_at) },
    {
      id: 'actions',
      label: moderationTexts.actions,
      render: (c) => (
        <div className={uiStyles.actions}>
          <button
            type="button"
            className={uiStyles.primary}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: c.id, approve: true })}
          >
            {texts.approve}
          </button>
          <button
            type="button"
            className={uiStyles.danger}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: c.id, approve: false })}
          >
            {texts.reject}
          </button>
        </div>
      ),
    },
  ];
  return (
    <>
      <p role="status">
        {decide.isSuccess
          ? decide.variables.approve
            ? moderationMessages.approved
            : moderationMessages.rejected
          : ''}
      </p>
      <span role="alert" className={styles.dialogError}>
        {decide.isError ? decide.error.message : ''}
      </span>
      <PagedTable
        list={held}
        label={texts.heldList}
        columns={columns}
        emptyText={texts.noHeld}
        page={query.page}
        pagerLabel={moderationTexts.paging}
        onPage={(page) => navigate(studioHref('moderation/held', { page }))}
      />
    </>
  );
}
