import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { navigate, studioHref, useStudioLocation } from '../../app/location';
import type { TableColumn } from '../../ui/data-table';
import { TextField } from '../../ui/text-field';
import { formatMoment } from '../../ui/format-moment';
import { PagedTable } from '../../ui/paged-table';
import { RoomHeading } from '../../ui/room-heading';
import uiStyles from '../../ui/studio-ui.module.css';
import { AuditChange } from './audit-change';
import { auditQuery, filterFromSearch, filterProblem, type AuditFilter } from './audit-filter';
import styles from './audit.module.css';

type AuditRow = StudioDataOf<'studioAudit'>['rows'][number];

const ACTIONS: Record<string, string> = {
  grant: 'Эрх олгосон',
  revoke: 'Эрх хассан',
  create: 'Үүсгэсэн',
  update: 'Зассан',
  publish: 'Нийтэлсэн',
  schedule: 'Товлосон',
  hide: 'Нуусан',
};

const columns: TableColumn<AuditRow>[] = [
  { id: 'at', label: 'Хэзээ', isRowHeader: true, render: (r) => formatMoment(r.at) },
  {
    id: 'who',
    label: 'Хэн',
    render: (r) => (r.user_id === 0 ? 'Сервер' : `${r.phone ?? '—'} (ID ${r.user_id})`),
  },
  { id: 'what', label: 'Юу', render: (r) => `${r.entity} #${r.entity_id}` },
  { id: 'action', label: 'Үйлдэл', render: (r) => ACTIONS[r.action] ?? r.action },
  {
    id: 'change',
    label: 'Өмнө → Дараа',
    render: (r) => <AuditChange before={r.before} after={r.after} />,
  },
];

/** Every studio write, newest first, filtered by person, entity and dates; read only. */
export default function AuditPage() {
  const { search } = useStudioLocation();
  const filter = filterFromSearch(search);
  const go = (next: AuditFilter) =>
    navigate(
      studioHref('audit', {
        person: next.person.trim(),
        entity: next.entity.trim(),
        from: next.from,
        to: next.to,
        page: next.page > 1 ? next.page : undefined,
      }),
    );
  const audit = useQuery({
    queryKey: ['studio', 'audit', filter],
    queryFn: () => studioCall('studioAudit', { query: auditQuery(filter) }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <RoomHeading title="Аудит" />
      <AuditFilters key={search.toString()} filter={filter} onApply={go} />
      <PagedTable
        list={audit}
        label="Аудитын бүртгэл, шинэ нь эхэндээ"
        columns={columns}
        emptyText="Шүүлтүүрт тохирох бичлэг алга."
        page={audit.data?.page ?? filter.page}
        pagerLabel="Аудитын хуудсууд"
        onPage={(page) => go({ ...filter, page })}
      />
    </>
  );
}

function AuditFilters({
  filter,
  onApply,
}: {
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}) {
  const [draft, setDraft] = useState(filter);
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const set = (key: keyof AuditFilter) => (value: string) => setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterProblem(draft);
    setProblem(found);
    if (!found) onApply({ ...draft, page: 1 });
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.text : undefined);
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Аудитын шүүлтүүр" noValidate>
      <TextField
        name="person"
        label="Хэн (ID эсвэл утас)"
        error={errorOf('person')}
        value={draft.person}
        onChange={set('person')}
      />
      <TextField
        name="entity"
        label="Юу (жишээ нь staff)"
        error={errorOf('entity')}
        value={draft.entity}
        onChange={set('entity')}
      />
      <TextField
        name="from"
        label="Эхлэх огноо"
        error={errorOf('from')}
        type="date"
        value={draft.from}
        onChange={set('from')}
      />
      <TextField
        name="to"
        label="Дуусах огноо"
        error={errorOf('to')}
        type="date"
        value={draft.to}
        onChange={set('to')}
      />
      <button type="submit" className={uiStyles.primary}>
        Шүүх
      </button>
    </form>
  );
}
