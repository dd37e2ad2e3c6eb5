import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMessages } from '@contract/studio/accounts-values';
import type { StudioAccount } from '@contract/studio/endpoints/accounts';
import { QuestionDialog } from '@/ui/question-dialog';
import { studioCall } from '../../api/studio-client';
import { DataTable, type TableColumn } from '../../ui/data-table';
import uiStyles from '../../ui/studio-ui.module.css';
import { accountKeys } from './account-keys';
import { accountTexts as texts, formatWhen } from './account-texts';
import styles from './accounts.module.css';

type Session = StudioAccount['sessions'][number];

interface Props {
  userId: number;
  phone: string;
  sessions: readonly Session[];
}

/** The viewer's live sign-ins; one ends with its own button, all of them after a question. */
export function SessionsPanel({ userId, phone, sessions }: Props) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const end = useMutation({
    mutationFn: (sessionId: number | null) =>
      studioCall('studioAccountSessionsEnd', {
        params: { id: userId },
        body: { session_id: sessionId },
      }),
    onSuccess: async () => {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: accountKeys.one(userId) });
    },
  });
  const columns: TableColumn<Session>[] = [
    {
      id: 'opened',
      label: texts.opened,
      isRowHeader: true,
      render: (s) => formatWhen(s.created_at),
    },
    { id: 'expires', label: texts.expires, render: (s) => formatWhen(s.expires_at) },
    {
      id: 'end',
      label: texts.end,
      render: (s) => (
        <button
          type="button"
          className={uiStyles.danger}
          disabled={end.isPending}
          aria-label={texts.endOne(formatWhen(s.created_at))}
          onClick={() => end.mutate(s.id)}
        >
          {texts.end}
        </button>
      ),
    },
  ];
  return (
    <section aria-labelledby="account-sessions">
      <div className={styles.sectionHead}>
        <h2 id="account-sessions" className={styles.subtitle}>
          {texts.sessions}
        </h2>
        <button
          type="button"
          className={uiStyles.danger}
          disabled={sessions.length === 0}
          onClick={() => setAsking(true)}
        >
          {texts.endAll}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {end.isSuccess ? accountMessages.sessionsEnded(end.data.ended) : ''}
        {end.isError && !asking ? end.error.message : ''}
      </p>
      <DataTable
        label={texts.sessions}
        columns={columns}
        rows={sessions}
        rowKey={(s) => s.id}
        emptyText={texts.noSessions}
      />
      {asking ? (
        <QuestionDialog
          isOpen
          onOpenChange={(open) => {
            if (!open && !end.isPending) setAsking(false);
          }}
          isDismissable={!end.isPending}
          title={texts.endAllQuestion}
          text={
            <>
              {texts.endAllText(phone)}
              <span role="alert" className={styles.error}>
                {end.isError ? end.error.message : ''}
              </span>
            </>
          }
        >
          <div className={styles.dialogActions}>
            <button type="button" className={uiStyles.button} onClick={() => setAsking(false)}>
              {texts.ask}
            </button>
            <button
              type="button"
              className={uiStyles.danger}
              disabled={end.isPending}
              onClick={() => end.mutate(null)}
            >
              {texts.endAll}
            </button>
          </div>
        </QuestionDialog>
      ) : null}
    </section>
  );
}
