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
import { accountTexts as texts, formatMoney, formatWhen, invoiceKind } from './account-texts';
import styles from './accounts.module.css';

type Invoice = StudioAccount['invoices'][number];

const refundable = (i: Invoice) => i.status === 'paid' && i.payment_id !== null && !i.refunded_at;

/** The viewer's invoices with their payment; a paid one can be refunded through QPay (decision 068). */
export function InvoicesPanel({
  userId,
  invoices,
}: {
  userId: number;
  invoices: readonly Invoice[];
}) {
  const [refunding, setRefunding] = useState<Invoice | null>(null);
  const [said, setSaid] = useState('');
  const columns: TableColumn<Invoice>[] = [
    { id: 'bill', label: texts.bill, isRowHeader: true, render: (i) => i.bill },
    { id: 'what', label: texts.what, render: (i) => `${invoiceKind(i.kind)}: ${i.what ?? '—'}` },
    { id: 'amount', label: texts.amount, render: (i) => formatMoney(i.amount) },
    {
      id: 'status',
      label: texts.status,
      render: (i) =>
        i.refunded_at ? texts.refundedOn(formatWhen(i.refunded_at)) : texts.statuses[i.status],
    },
    { id: 'at', label: texts.opened, render: (i) => formatWhen(i.paid_at ?? i.created_at) },
    {
      id: 'refund',
      label: texts.refund,
      render: (i) =>
        refundable(i) ? (
          <button
            type="button"
            className={uiStyles.danger}
            aria-label={`${i.bill}: ${texts.refund}`}
            onClick={() => setRefunding(i)}
          >
            {texts.refund}
          </button>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="account-invoices">
      <h2 id="account-invoices" className={styles.subtitle}>
        {texts.invoices}
      </h2>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <DataTable
        label={texts.invoices}
        columns={columns}
        rows={invoices}
        rowKey={(i) => i.id}
        emptyText={texts.noInvoices}
      />
      {refunding ? (
        <RefundDialog
          userId={userId}
          invoice={refunding}
          onClose={(msg) => {
            setRefunding(null);
            if (msg) setSaid(msg);
          }}
        />
      ) : null}
    </section>
  );
}

function RefundDialog({
  userId,
  invoice,
  onClose,
}: {
  userId: number;
  invoice: Invoice;
  onClose: (msg: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const refund = useMutation({
    mutationFn: () =>
      studioCall('studioAccountRefund', {
        params: { id: userId, invoiceId: invoice.id },
        body: { reason },
      }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.one(userId) });
      onClose(accountMessages.refunded(answer.amount));
    },
  });
  const error = isStudioError(refund.error) ? refund.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!refund.isPending) refund.mutate();
  };
  return (
    <QuestionDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !refund.isPending) onClose(null);
      }}
      isDismissable={!refund.isPending}
      title={texts.refundQuestion}
      text={texts.refundText(invoice.bill, formatMoney(invoice.amount))}
    >
      <form onSubmit={submit} noValidate>
        <ReasonField value={reason} onChange={setReason} error={error?.field('reason')} />
        <span role="alert" className={styles.error}>
          {refund.isError && !error?.field('reason') ? refund.error.message : ''}
        </span>
        <div className={styles.dialogActions}>
          <button type="button" className={uiStyles.button} onClick={() => onClose(null)}>
            {texts.ask}
          </button>
          <button type="submit" className={uiStyles.danger} disabled={refund.isPending}>
            {texts.refund}
          </button>
        </div>
      </form>
    </QuestionDialog>
  );
}
