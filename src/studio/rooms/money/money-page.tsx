import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LedgerRow } from '@contract/studio/endpoints/money';
import { studioPaths } from '@contract/studio/paths';
import { LEDGER_KINDS, ledgerKindNames } from '@contract/studio/money-values';
import { studioCall } from '../../api/studio-client';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { FormField } from '../../ui/form-field';
import { TextField } from '../../ui/text-field';
import { formatMoment } from '../../ui/format-moment';
import { Pager } from '../../ui/pager';
import { RoomHeading } from '../../ui/room-heading';
import { LoadError } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { downloadCsv } from './csv-download';
import { ReconcilePanel } from './reconcile-panel';
import styles from './money.module.css';

interface Filter {
  kind: string;
  from: string;
  to: string;
  phone: string;
}

const EMPTY: Filter = { kind: '', from: '', to: '', phone: '' };

const columns: TableColumn<LedgerRow>[] = [
  { id: 'at', label: 'Хэзээ', isRowHeader: true, render: (r) => formatMoment(r.at) },
  { id: 'kind', label: 'Төрөл', render: (r) => ledgerKindNames[r.kind] },
  { id: 'who', label: 'Хэрэглэгч', render: (r) => `${r.phone ?? '—'} (ID ${r.user_id})` },
  {
    id: 'amount',
    label: 'Дүн',
    render: (r) => (r.amount === null ? '—' : `${r.amount.toLocaleString('mn-MN')}₮`),
  },
  { id: 'ref', label: 'Лавлах', render: (r) => r.reference ?? '—' },
  { id: 'detail', label: 'Тайлбар', render: (r) => r.detail ?? '—' },
];

function queryOf(filter: Filter) {
  return {
    kind: (filter.kind || undefined) as LedgerRow['kind'] | undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    phone: filter.phone.trim() || undefined,
  };
}

/** The payments ledger (decision 068): every invoice, payment, refund and grant, and its CSV. */
export default function MoneyPage() {
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(1);
  const [said, setSaid] = useState('');
  const ledger = useQuery({
    queryKey: ['studio', 'ledger', filter, page],
    queryFn: () => studioCall('studioLedger', { query: { ...queryOf(filter), page } }),
    placeholderData: keepPreviousData,
  });
  const exportCsv = async () => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(queryOf(filter))) if (value) search.set(key, value);
    setSaid('CSV бэлтгэж байна…');
    try {
      await downloadCsv(
        `${studioPaths.studioLedgerCsv.path}?${search.toString()}`,
        'btv-ledger.csv',
      );
      setSaid('CSV файлыг татлаа');
    } catch {
      setSaid('CSV татаж чадсангүй. Дахин оролдоно уу!');
    }
  };
  return (
    <>
      <RoomHeading title="Санхүү" />
      <LedgerFilters
        filter={filter}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <p>
        <button type="button" className={uiStyles.button} onClick={() => void exportCsv()}>
          CSV татах
        </button>
      </p>
      <p role="status" className={styles.status}>
        {said}
      </p>
      {ledger.isError ? (
        <LoadError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <DataTable
          label="Төлбөрийн бүртгэл, шинэ нь эхэндээ"
          columns={columns}
          rows={ledger.data?.rows ?? []}
          rowKey={(r) => r.key}
          emptyText={ledger.isPending ? 'Ачаалж байна…' : 'Шүүлтүүрт тохирох бичлэг алга.'}
        />
      )}
      <Pager
        page={page}
        hasMore={ledger.data?.has_more ?? false}
        onPage={setPage}
        busy={ledger.isFetching}
        label="Төлбөрийн бүртгэлийн хуудсууд"
      />
      <ReconcilePanel />
    </>
  );
}

function LedgerFilters({ filter, onApply }: { filter: Filter; onApply: (f: Filter) => void }) {
  const [draft, setDraft] = useState(filter);
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const set = (key: keyof Filter) => (value: string) => setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let found: { field: string; text: string } | null = null;
    if (draft.phone.trim() && !/^\d{1,8}$/.test(draft.phone.trim())) {
      found = { field: 'phone', text: 'Утасны дугаарын цифрүүдийг оруулна уу!' };
    } else if (draft.from && draft.to && draft.from > draft.to) {
      found = { field: 'to', text: 'Дуусах огноо эхлэх огнооноос өмнө байж болохгүй!' };
    }
    setProblem(found);
    if (!found) onApply(draft);
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.text : undefined);
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Төлбөрийн шүүлтүүр" noValidate>
      <FormField name="kind" label="Төрөл">
        {(c) => (
          <select
            {...c}
            className={uiStyles.input}
            value={draft.kind}
            onChange={(e) => set('kind')(e.target.value)}
          >
            <option value="">Бүгд</option>
            {LEDGER_KINDS.map((k) => (
              <option key={k} value={k}>
                {ledgerKindNames[k]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        name="from"
        label="Эхлэх огноо (Улаанбаатар)"
        type="date"
        value={draft.from}
        onChange={set('from')}
      />
      <TextField
        name="to"
        label="Дуусах огноо (Улаанбаатар)"
        error={errorOf('to')}
        type="date"
        value={draft.to}
        onChange={set('to')}
      />
      <TextField
        name="phone"
        label="Утас"
        error={errorOf('phone')}
        inputMode="numeric"
        value={draft.phone}
        onChange={set('phone')}
      />
      <button type="submit" className={uiStyles.primary}>
        Шүүх
      </button>
    </form>
  );
}
