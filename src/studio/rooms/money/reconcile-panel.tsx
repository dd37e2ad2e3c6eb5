import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mismatch } from '@contract/studio/endpoints/money';
import { mismatchNames, moneyMessages } from '@contract/studio/money-values';
import { QuestionDialog } from '@/ui/question-dialog';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { formatMoment } from '../../ui/format-moment';
import { ReasonField } from '../../ui/reason-field';
import uiStyles from '../../ui/studio-ui.module.css';
import styles from './money.module.css';

const KEY = ['studio', 'reconcile'] as const;

/** The last reconciliation with QPay, its open findings, and a way to settle each (decision 068). */
export function ReconcilePanel() {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState('');
  const [settling, setSettling] = useState<Mismatch | null>(null);
  const state = useQuery({ queryKey: KEY, queryFn: () => studioCall('studioReconcile') });
  const run = useMutation({
    mutationFn: () => studioCall('studioReconcileRun', { body: {} }),
    onSuccess: (data) => {
      queryClient.setQueryData(KEY, data);
      setSaid(moneyMessages.reconciled(data.run?.checked ?? 0, data.run?.found ?? 0));
    },
    onError: (error) => setSaid(error.message),
  });
  const columns: TableColumn<Mismatch>[] = [
    { id: 'bill', label: 'Нэхэмжлэх', isRowHeader: true, render: (m) => m.bill },
    { id: 'kind', label: 'Зөрүү', render: (m) => mismatchNames[m.kind] },
    { id: 'who', label: 'Хэрэглэгч', render: (m) => `${m.phone ?? '—'} (ID ${m.user_id})` },
    { id: 'amount', label: 'Дүн / QPay', render: (m) => `${m.amount}₮ / ${m.provider_amount}₮` },
    { id: 'found', label: 'Олдсон', render: (m) => formatMoment(m.found_at) },
    {
      id: 'settle',
      label: 'Шийдвэрлэх',
      render: (m) => (
        <button
          type="button"
          className={uiStyles.button}
          aria-label={`${m.bill}: ${m.kind === 'paid-not-granted' ? 'Эрх нээх' : 'Тэмдэглэх'}`}
          onClick={() => setSettling(m)}
        >
          {m.kind === 'paid-not-granted' ? 'Эрх нээх' : 'Тэмдэглэх'}
        </button>
      ),
    },
  ];
  const last = state.data?.run;
  return (
    <section aria-labelledby="money-reconcile">
      <h2 id="money-reconcile" className={styles.subtitle}>
        QPay-тэй тулгалт
      </h2>
      <p>
        {last
          ? `Сүүлд: ${formatMoment(last.started_at)}, ${last.checked} шалгасан, ${last.found} зөрүү${
              last.failed ? `, ${last.failed} нь QPay-ээс хариу аваагүй` : ''
            }`
          : 'Тулгалт хараахан хийгдээгүй.'}{' '}
        <button
          type="button"
          className={uiStyles.primary}
          disabled={run.isPending}
          onClick={() => run.mutate()}
        >
          Одоо тулгах
        </button>
      </p>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <DataTable
        label="Шийдвэрлээгүй зөрүүнүүд"
        columns={columns}
        rows={state.data?.mismatches ?? []}
        rowKey={(m) => m.id}
        emptyText="Шийдвэрлээгүй зөрүү алга."
      />
      {settling ? (
        <SettleDialog
          mismatch={settling}
          onClose={(msg) => {
            setSettling(null);
            if (msg) setSaid(msg);
          }}
        />
      ) : null}
    </section>
  );
}

function SettleDialog({
  mismatch,
  onClose,
}: {
  mismatch: Mismatch;
  onClose: (msg: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const settle = useMutation({
    mutationFn: () =>
      studioCall('studioMismatchResolve', { params: { id: mismatch.id }, body: { reason } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      onClose(mismatch.kind === 'paid-not-granted' ? moneyMessages.granted : moneyMessages.noted);
    },
  });
  const error = isStudioError(settle.error) ? settle.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!settle.isPending) settle.mutate();
  };
  return (
    <QuestionDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !settle.isPending) onClose(null);
      }}
      isDismissable={!settle.isPending}
      title={mismatch.kind === 'paid-not-granted' ? 'Эрхийг нээх үү?' : 'Зөрүүг тэмдэглэх үү?'}
      text={`${mismatch.bill}: ${mismatchNames[mismatch.kind]}. Шалтгааныг бичнэ үү.`}
    >
      <form onSubmit={submit} noValidate>
        <ReasonField value={reason} onChange={setReason} error={error?.field('reason')} />
        <span role="alert">
          {settle.isError && !error?.field('reason') ? settle.error.message : ''}
        </span>
        <p>
          <button type="button" className={uiStyles.button} onClick={() => onClose(null)}>
            Болих
          </button>{' '}
          <button type="submit" className={uiStyles.primary} disabled={settle.isPending}>
            {mismatch.kind === 'paid-not-granted' ? 'Эрх нээх' : 'Тэмдэглэх'}
          </button>
        </p>
      </form>
    </QuestionDialog>
  );
}
