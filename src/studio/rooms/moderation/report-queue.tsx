import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StudioReportRow } from '@contract/studio/endpoints/moderation';
import {
  REPORT_STATES,
  REPORT_STATE_NAMES,
  type ReportState,
} from '@contract/studio/moderation-values';
import { studioCall } from '../../api/studio-client';
import { navigate, studioHref, useStudioLocation } from '../../app/location';
import type { TableColumn } from '../../ui/data-table';
import { PagedTable } from '../../ui/paged-table';
import uiStyles from '../../ui/studio-ui.module.css';
import { ubMoment } from '../../ui/ub-time';
import { moderationKeys } from './moderation-keys';

/** 1:02:03 or 2:03: where in the episode the viewer reported (decision 070). */
const playbackClock = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};
import { moderationTexts as texts, personLabel } from './moderation-texts';
import { ReportDialog } from './report-dialog';
import styles from './moderation.module.css';

const pickState = (value: string | null): ReportState | undefined =>
  REPORT_STATES.find((s) => s === value);

/**
 * The viewers' reports, newest first, one server page at a time; the state filter and the page
 * live in the address (a new visit starts with the open ones).
 */
export function ReportQueue() {
  const { search } = useStudioLocation();
  const filter = search.get('state');
  const query = {
    state: filter === 'all' ? undefined : (pickState(filter) ?? 'open'),
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const [acting, setActing] = useState<StudioReportRow | null>(null);
  const reports = useQuery({
    queryKey: moderationKeys.reports(query),
    queryFn: () => studioCall('studioReports', { query }),
    placeholderData: keepPreviousData,
  });
  const go = (change: Record<string, string | number | undefined>) =>
    navigate(studioHref('moderation', { state: query.state ?? 'all', ...change }));

  const columns: TableColumn<StudioReportRow>[] = [
    {
      id: 'episode',
      label: texts.episode,
      isRowHeader: true,
      render: (r) =>
        r.link ? (
          <a href={r.at === null ? r.link : `${r.link}?t=${r.at}`} target="_blank" rel="noreferrer">
            {r.title} · {r.episode}
            {r.at === null ? null : ` · ${playbackClock(r.at)}`}
          </a>
        ) : (
          <span className={styles.muted}>{texts.gone}</span>
        ),
    },
    {
      id: 'text',
      label: texts.text,
      render: (r) => (
        <>
          <span className={styles.text}>{r.report}</span>
          <br />
          <span className={styles.muted}>{texts.same(r.same_episode)}</span>
        </>
      ),
    },
    { id: 'reporter', label: texts.reporter, render: (r) => personLabel(r.reporter) },
    { id: 'when', label: texts.when, render: (r) => ubMoment(r.created_at) },
    {
      id: 'state',
      label: texts.state,
      render: (r) => (
        <>
          <span className={styles.tag}>{REPORT_STATE_NAMES[r.state]}</span>
          {r.note ? <span className={styles.text}>{r.note}</span> : null}
          {r.handled_by && r.handled_at ? (
            <>
              <br />
              <span className={styles.muted}>
                {texts.handledBy(personLabel(r.handled_by), ubMoment(r.handled_at))}
              </span>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'act',
      label: texts.act,
      render: (r) => (
        <button
          type="button"
          className={uiStyles.button}
          aria-label={`${texts.change}: ${texts.changeTitle(r.id)}`}
          onClick={() => setActing(r)}
        >
          {texts.change}
        </button>
      ),
    },
  ];

  return (
    <>
      <div className={styles.filters}>
        <label className={uiStyles.fieldLabel}>
          {texts.state}
          <select
            className={uiStyles.input}
            value={query.state ?? 'all'}
            onChange={(e) => go({ state: e.target.value, page: undefined })}
          >
            {REPORT_STATES.map((s) => (
              <option key={s} value={s}>
                {REPORT_STATE_NAMES[s]}
              </option>
            ))}
            <option value="all">{texts.any}</option>
          </select>
        </label>
      </div>
      <PagedTable
        list={reports}
        label={texts.reportList}
        columns={columns}
        emptyText={texts.noReports}
        page={query.page}
        pagerLabel={texts.paging}
        onPage={(page) => go({ page })}
      />
      {acting ? <ReportDialog report={acting} onClose={() => setActing(null)} /> : null}
    </>
  );
}
