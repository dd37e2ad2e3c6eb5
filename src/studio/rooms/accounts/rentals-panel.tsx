import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMessages } from '@contract/studio/accounts-values';
import type { StudioAccount } from '@contract/studio/endpoints/accounts';
import { QuestionDialog } from '@/ui/question-dialog';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { ReasonField } from '../../ui/reason-field';
import uiStyles from '../../ui/studio-ui.module.css';
import { accountKeys } from './account-keys';
import { accountTexts as texts, formatWhen } from './account-texts';
import styles from './accounts.module.css';

type Rental = StudioAccount['rentals'][number];

const titleOf = (r: Rental) => r.title ?? `#${r.movie_id}`;

/** The viewer's rentals with their end; a running one can be cancelled with a reason. */
export function RentalsPanel({ userId, rentals }: { userId: number; rentals: readonly Rental[] }) {
  const [cancelling, setCancelling] = useState<Rental | null>(null);
  const [said, setSaid] = useState('');
  const columns: TableColumn<Rental>[] = [
    { id: 'title', label: texts.title_, isRowHeader: true, render: titleOf },
    { id: 'ends', label: texts.ends, render: (r) => formatWhen(r.ends_at) },
    {
      id: 'state',
      label: texts.status,
      render: (r) =>
        r.cancelled_at ? texts.cancelled(r.cancel_reason) : r.running ? texts.running : texts.ended,
    },
    {
      id: 'cancel',
      label: texts.cancel,
      render: (r) =>
        r.running ? (
          <button
            type="button"
            className={uiStyles.danger}
            aria-label={`${titleOf(r)}: ${texts.cancel}`}
            onClick={() => setCancelling(r)}
          >
            {texts.cancel}
          </button>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="account-rentals">
      <h2 id="account-rentals" className={styles.subtitle}>
        {texts.rentals}
      </h2>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <DataTable
        label={texts.rentals}
        columns={columns}
        rows={rentals}
        rowKey={(r) => r.id}
        emptyText={texts.noRentals}
      />
      {cancelling ? (
        <CancelDialog
          userId={userId}
          rental={cancelling}
          onClose={(done) => {
            setCancelling(null);
            if (done) setSaid(accountMessages.rentalCancelled);
          }}
        />
      ) : null}
    </section>
  );
}

function CancelDialog({
  userId,
  rental,
  onClose,
}: {
  userId: number;
  rental: Rental;
  onClose: (done: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () =>
      studioCall('studioAccountRentalCancel', {
        params: { id: userId, rentalId: rental.id },
        body: { reason },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.one(userId) });
      onClose(true);
    },
  });
  const error = isStudioError(cancel.error) ? cancel.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cancel.isPending) cancel.mutate();
  };
  return (
    <QuestionDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) onClose(false);
      }}
      isDismissable={!cancel.isPending}
      title={texts.cancelQuestion}
      text={texts.cancelText(titleOf(rental))}
    >
      <form onSubmit={submit} noValidate>
        <ReasonField value={reason} onChange={setReason} error={error?.field('reason')} />
        <span role="alert" className={styles.error}>
          {cancel.isError && !error?.field('reason') ? cancel.error.message : ''}
        </span>
        <div className={styles.dialogActions}>
          <button type="button" className={uiStyles.button} onClick={() => onClose(false)}>
            {texts.ask}
          </button>
          <button type="submit" className={uiStyles.danger} disabled={cancel.isPending}>
            {texts.cancel}
          </button>
        </div>
      </form>
    </QuestionDialog>
  );
}
