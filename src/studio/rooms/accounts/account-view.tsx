import { useQuery } from '@tanstack/react-query';
import type { StudioAccount } from '@contract/studio/endpoints/accounts';
import { studioCall } from '../../api/studio-client';
import { followLink, studioHref } from '../../app/location';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { RoomHeading } from '../../ui/room-heading';
import { LoadError, LoadingRows } from '../../ui/states';
import { accountKeys } from './account-keys';
import { accountTexts as texts, formatWhen } from './account-texts';
import { DaysForm } from './days-form';
import { InvoicesPanel } from './invoices-panel';
import { RentalsPanel } from './rentals-panel';
import { SessionsPanel } from './sessions-panel';
import styles from './accounts.module.css';

type Device = StudioAccount['devices'][number];
type Grant = StudioAccount['grants'][number];

const deviceColumns: TableColumn<Device>[] = [
  {
    id: 'first',
    label: texts.firstSeen,
    isRowHeader: true,
    render: (d) => formatWhen(d.created_at),
  },
  { id: 'last', label: texts.lastSeen, render: (d) => formatWhen(d.last_used_at) },
];

const grantColumns: TableColumn<Grant>[] = [
  { id: 'at', label: texts.opened, isRowHeader: true, render: (g) => formatWhen(g.created_at) },
  { id: 'days', label: texts.daysField, render: (g) => (g.days > 0 ? `+${g.days}` : g.days) },
  { id: 'reason', label: texts.reason, render: (g) => g.reason },
  { id: 'by', label: texts.by, render: (g) => g.by ?? texts.unknown },
];

function personName(p: StudioAccount['profile']): string {
  return [p.first_name, p.last_name].filter(Boolean).join(' ') || p.nickname || p.phone;
}

/** A headed table of one kind of the account's records (each has its own id). */
function TableSection<T extends { id: number }>({
  id,
  title,
  columns,
  rows,
  emptyText,
}: {
  id: string;
  title: string;
  columns: TableColumn<T>[];
  rows: readonly T[];
  emptyText: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      <DataTable
        label={title}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        emptyText={emptyText}
      />
    </section>
  );
}

/** One viewer's account: what the service knows of them, and what finance may change. */
export function AccountView({ id }: { id: number }) {
  const account = useQuery({
    queryKey: accountKeys.one(id),
    queryFn: () => studioCall('studioAccount', { params: { id } }),
  });
  if (account.isPending) return <LoadingRows />;
  if (account.isError) {
    return <LoadError error={account.error} onRetry={() => void account.refetch()} />;
  }
  const a = account.data;
  const p = a.profile;
  return (
    <>
      <RoomHeading title={`${personName(p)} · ${p.phone}`}>
        <a href={studioHref('accounts')} onClick={followLink}>
          {texts.back}
        </a>
      </RoomHeading>
      <div className={styles.grid}>
        <section aria-labelledby="account-profile" className={styles.card}>
          <h2 id="account-profile" className={styles.subtitle}>
            {texts.profile}
          </h2>
          <dl className={styles.facts}>
            <dt>ID</dt>
            <dd>{p.id}</dd>
            <dt>{texts.phone}</dt>
            <dd>{p.phone}</dd>
            <dt>{texts.name}</dt>
            <dd>{[p.first_name, p.last_name].filter(Boolean).join(' ') || texts.unknown}</dd>
            <dt>{texts.nickname}</dt>
            <dd>{p.nickname ?? texts.unknown}</dd>
            <dt>{texts.email}</dt>
            <dd>
              {p.email
                ? `${p.email} (${p.email_verified ? texts.verified : texts.notVerified})`
                : texts.unknown}
            </dd>
            <dt>{texts.joined}</dt>
            <dd>{formatWhen(p.created_at)}</dd>
          </dl>
        </section>
        <section aria-labelledby="account-access" className={styles.card}>
          <h2 id="account-access" className={styles.subtitle}>
            {texts.access}
          </h2>
          <p data-testid="account-days">
            {texts.daysLeft(a.access.days)}
            {a.access.paid_until ? ` (${texts.until(formatWhen(a.access.paid_until))})` : ''}
          </p>
          <h3 className={styles.minor}>{texts.downloads}</h3>
          <ul className={styles.plain}>
            <li>
              {texts.downloadsPaid(
                a.downloads.paid_until ? formatWhen(a.downloads.paid_until) : null,
              )}
            </li>
            {a.downloads.rentals.map((r) => (
              <li key={r.movie_id}>
                {texts.downloadsRental(r.title ?? `#${r.movie_id}`, formatWhen(r.until))}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="account-history" className={styles.card}>
          <h2 id="account-history" className={styles.subtitle}>
            {texts.history}
          </h2>
          <p>{texts.historyCounts(a.history.titles, a.history.episodes)}</p>
          <p>
            {texts.lastWatched}:{' '}
            {a.history.last
              ? `${a.history.last.title}${
                  a.history.last.episode === null
                    ? ''
                    : `, ${texts.episode(a.history.last.episode)}`
                } (${formatWhen(a.history.last.at)})`
              : texts.nothingWatched}
          </p>
          <h3 className={styles.minor}>{texts.activity}</h3>
          <p>
            {texts.reports(a.reports)} · {texts.comments(a.comments)}
          </p>
        </section>
      </div>
      <DaysForm userId={id} />
      <SessionsPanel userId={id} phone={p.phone} sessions={a.sessions} />
      <TableSection
        id="account-devices"
        title={texts.devices}
        columns={deviceColumns}
        rows={a.devices}
        emptyText={texts.unknown}
      />
      <RentalsPanel userId={id} rentals={a.rentals} />
      <InvoicesPanel userId={id} invoices={a.invoices} />
      <TableSection
        id="account-grants"
        title={texts.grants}
        columns={grantColumns}
        rows={a.grants}
        emptyText={texts.noGrants}
      />
    </>
  );
}
