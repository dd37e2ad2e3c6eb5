import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type FormEvent } from 'react';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { navigate, studioHref, useStudioLocation } from '../../app/location';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { FormField } from '../../ui/form-field';
import { RoomHeading } from '../../ui/room-heading';
import { LoadError, LoadingRows } from '../../ui/states';
import ui from '../../ui/studio-ui.module.css';
import { NumbersChart, type ChartSeries } from './numbers-chart';
import { downloadCsv } from './numbers-csv';
import { numbersKeys } from './numbers-keys';
import { numbersTexts as texts } from './numbers-texts';
import styles from './numbers.module.css';

type Numbers = StudioDataOf<'studioNumbers'>;
type Usage = NonNullable<Numbers['usage']>;
type Money = Numbers['money']['total'];
type DayRow = { day: string; money: Money; usage: Usage['total'] | null };

/** A chart's point: a hidden small number ("< 5") is a gap, never drawn as a value. */
const point = (value: number | string) => (typeof value === 'number' ? value : null);

const money = (n: number) => n.toLocaleString('mn-MN');

function dayColumns(withUsage: boolean): TableColumn<DayRow>[] {
  const usage = (label: string, id: keyof Usage['total']): TableColumn<DayRow> => ({
    id,
    label,
    render: (r) => r.usage?.[id] ?? '',
  });
  return [
    { id: 'day', label: texts.day, isRowHeader: true, render: (r) => r.day },
    ...(withUsage
      ? [
          usage(texts.plays, 'plays'),
          usage(texts.viewers, 'viewers'),
          usage(texts.watchHours, 'watch_hours'),
          usage(texts.registrations, 'registrations'),
          usage(texts.downloads, 'downloads'),
          usage(texts.notificationsOpened, 'notifications_opened'),
          usage(texts.emptySearches, 'empty_searches'),
        ]
      : []),
    { id: 'payers', label: texts.payingUsers, render: (r) => r.money.paying_users },
    { id: 'packs', label: texts.revenuePack, render: (r) => money(r.money.revenue_pack) },
    { id: 'rentals', label: texts.revenueRental, render: (r) => money(r.money.revenue_rental) },
  ];
}

type Completion = Usage['completion'][number];
const completionColumns: TableColumn<Completion>[] = [
  { id: 'name', label: texts.name, isRowHeader: true, render: (r) => r.name },
  {
    id: 'kind',
    label: texts.kind,
    render: (r) => (r.kind === 'episode' ? texts.episode : texts.title_),
  },
  { id: 'started', label: texts.started, render: (r) => r.started },
  { id: 'completed', label: texts.completed, render: (r) => r.completed },
  {
    id: 'rate',
    label: texts.rate,
    render: (r) => (typeof r.rate === 'number' ? `${r.rate}%` : r.rate),
  },
];

type Search = Usage['empty_searches'][number];
const searchColumns: TableColumn<Search>[] = [
  { id: 'term', label: texts.term, isRowHeader: true, render: (r) => r.term },
  { id: 'count', label: texts.count, render: (r) => r.count },
];

function Charts({ numbers }: { numbers: Numbers }) {
  const days = useMemo(() => numbers.money.days.map((d) => d.day), [numbers]);
  const viewing = useMemo<ChartSeries[] | null>(
    () =>
      numbers.usage && [
        {
          label: texts.plays,
          color: '#1f77b4',
          values: numbers.usage.days.map((d) => point(d.plays)),
        },
        {
          label: texts.viewers,
          color: '#2ca02c',
          values: numbers.usage.days.map((d) => point(d.viewers)),
        },
      ],
    [numbers],
  );
  const revenue = useMemo<ChartSeries[]>(
    () => [
      {
        label: texts.revenuePack,
        color: '#d62728',
        bars: true,
        values: numbers.money.days.map((d) => d.revenue_pack),
      },
      {
        label: texts.revenueRental,
        color: '#9467bd',
        values: numbers.money.days.map((d) => d.revenue_rental),
      },
    ],
    [numbers],
  );
  return (
    <div className={styles.charts}>
      {viewing ? <NumbersChart title={texts.viewingChart} days={days} series={viewing} /> : null}
      <NumbersChart title={texts.moneyChart} days={days} series={revenue} />
    </div>
  );
}

function Tables({ numbers }: { numbers: Numbers }) {
  const usage = numbers.usage;
  const rows: DayRow[] = [
    ...numbers.money.days.map((m, i) => ({ day: m.day, money: m, usage: usage?.days[i] ?? null })),
    { day: texts.total, money: numbers.money.total, usage: usage?.total ?? null },
  ];
  return (
    <>
      <section className={styles.section}>
        <DataTable
          label={usage ? texts.viewingTable : texts.moneyTable}
          columns={dayColumns(usage !== null)}
          rows={rows}
          rowKey={(r) => r.day}
        />
      </section>
      {usage ? (
        <>
          <section className={styles.section}>
            <h2>{texts.completion}</h2>
            <DataTable
              label={texts.completionTable}
              columns={completionColumns}
              rows={usage.completion}
              rowKey={(r) => `${r.kind}:${r.id}`}
              emptyText={texts.none}
            />
          </section>
          <section className={styles.section}>
            <h2>{texts.searches}</h2>
            <DataTable
              label={texts.searchesTable}
              columns={searchColumns}
              rows={usage.empty_searches}
              rowKey={(r) => r.term}
              emptyText={texts.none}
            />
          </section>
        </>
      ) : null}
    </>
  );
}

/** The numbers of a range of Ulaanbaatar days; the range lives in the address. */
export default function NumbersPage() {
  const { search } = useStudioLocation();
  const range = { from: search.get('from') ?? undefined, to: search.get('to') ?? undefined };
  const numbers = useQuery({
    queryKey: numbersKeys.range(range),
    queryFn: () => studioCall('studioNumbers', { query: range }),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // "Харах" on the same range asks again: today's numbers move while the room is open.
    void queryClient.invalidateQueries({ queryKey: numbersKeys.all });
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '') || undefined;
    navigate(studioHref('numbers', { from: value('from'), to: value('to') }));
  };
  const data = numbers.data;
  return (
    <>
      <RoomHeading title={texts.title}>
        {data ? (
          <button type="button" className={ui.button} onClick={() => downloadCsv(data)}>
            {texts.csv}
          </button>
        ) : null}
      </RoomHeading>
      <form
        className={styles.range}
        aria-label={texts.range}
        onSubmit={submit}
        key={`${data?.from ?? range.from}-${data?.to ?? range.to}`}
      >
        <FormField name="from" label={texts.from}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={ui.input}
              defaultValue={data?.from ?? range.from}
            />
          )}
        </FormField>
        <FormField name="to" label={texts.to}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={ui.input}
              defaultValue={data?.to ?? range.to}
            />
          )}
        </FormField>
        <button type="submit" className={ui.button}>
          {texts.show}
        </button>
      </form>
      <p className={styles.note}>
        {texts.privacy} {data && !data.usage ? texts.moneyOnly : null}
      </p>
      {numbers.isError ? (
        <LoadError error={numbers.error} onRetry={() => void numbers.refetch()} />
      ) : !data ? (
        <LoadingRows />
      ) : (
        <>
          <Charts numbers={data} />
          <Tables numbers={data} />
        </>
      )}
    </>
  );
}
