import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioCommentBan } from '@contract/studio/endpoints/moderation';
import { studioCall } from '../../api/studio-client';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { ubMoment } from '../../ui/ub-time';
import { moderationKeys } from './moderation-keys';
import { moderationTexts as texts, personLabel } from './moderation-texts';
import styles from './moderation.module.css';

/** Users stopped from commenting now, the soonest end first; a stop can be ended early. */
export function BanList() {
  const queryClient = useQueryClient();
  const bans = useQuery({
    queryKey: moderationKeys.bans,
    queryFn: () => studioCall('studioCommentBans'),
  });
  const lift = useMutation({
    mutationFn: (id: number) => studioCall('studioCommentBanLift', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
  const columns: TableColumn<StudioCommentBan>[] = [
    { id: 'user', label: texts.user, isRowHeader: true, render: (b) => personLabel(b.user) },
    { id: 'until', label: texts.until, render: (b) => ubMoment(b.until) },
    { id: 'reason', label: texts.reason, render: (b) => b.reason },
    {
      id: 'by',
      label: texts.by,
      render: (b) => `${b.created_by ? personLabel(b.created_by) : ''} · ${ubMoment(b.created_at)}`,
    },
    {
      id: 'lift',
      label: texts.actions,
      render: (b) => (
        <button
          type="button"
          className={uiStyles.button}
          disabled={lift.isPending}
          onClick={() => lift.mutate(b.user.id)}
        >
          {texts.lift}
        </button>
      ),
    },
  ];
  if (bans.isPending) return <LoadingRows />;
  if (bans.isError) return <LoadError error={bans.error} onRetry={() => void bans.refetch()} />;
  return (
    <>
      <span role="alert" className={styles.dialogError}>
        {lift.isError ? lift.error.message : ''}
      </span>
      <DataTable
        label={texts.banList}
        columns={columns}
        rows={bans.data}
        rowKey={(b) => b.user.id}
        emptyText={texts.noBans}
      />
    </>
  );
}
