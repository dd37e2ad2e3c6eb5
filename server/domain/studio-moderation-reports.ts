import type { Kysely } from 'kysely';
import type { StudioReportRow } from '../../contract/studio/endpoints/moderation';
import type { ReportState } from '../../contract/studio/moderation-values';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { notifyReportResolved } from './notification-events';
import { moderationPage, moderationWindow, person } from './studio-moderation-people';
import type { VersionedOutcome } from './studio-site-outcome';

/*
 * The reports queue (docs/decisions/063-moderation.md): the reports viewers send about an
 * episode, newest first, each with its episode, its reporter and how many viewers reported the
 * same episode. A change names the version it saw; resolving tells the reporter, once ever.
 */

type Db = Kysely<Database>;

/** The audit's action for each state a report is moved to. */
const ACTIONS: Record<ReportState, string> = {
  open: 'reopen',
  'in-work': 'take',
  resolved: 'resolve',
  dismissed: 'dismiss',
};

function reportRows(db: Db) {
  return db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('episodes as e', (join) =>
      join.onRef('e.id', '=', 'r.parent_id').on('r.type', '=', 'ep'),
    )
    .leftJoin('media as m', 'm.id', 'r.media_id')
    .leftJoin('users as h', 'h.id', 'r.handled_by')
    .select((eb) => [
      'r.id',
      'r.state',
      'r.note',
      'r.report',
      'r.created_at',
      'r.media_id',
      'r.parent_id',
      'r.handled_by',
      'r.handled_at',
      'r.version',
      'r.at_seconds',
      'u.id as reporter_id',
      'u.nickname as reporter_name',
      'u.phone as reporter_phone',
      'h.nickname as handler_name',
      'h.phone as handler_phone',
      'm.title',
      'e.title as episode',
      'e.id as episode_id',
      eb
        .selectFrom('reports as same')
        .select((inner) => inner.fn.count<number | string>('same.user_id').distinct().as('n'))
        .whereRef('same.type', '=', 'r.type')
        .whereRef('same.parent_id', '=', 'r.parent_id')
        .as('same_episode'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof reportRows>['execute']>>[number];

function toReport(row: Row): StudioReportRow {
  const episodeId = row.episode_id ?? null;
  return {
    id: row.id,
    state: row.state,
    note: row.note,
    report: row.report,
    created_at: row.created_at,
    media_id: row.media_id,
    episode_id: episodeId,
    title: row.title ?? null,
    episode: row.episode ?? null,
    link:
      episodeId !== null && row.media_id !== null ? `/watch/${row.media_id}/${episodeId}` : null,
    reporter: person(row.reporter_id, row.reporter_name, row.reporter_phone)!,
    same_episode: Math.max(1, Number(row.same_episode ?? 1)),
    handled_by: person(row.handled_by, row.handler_name ?? null, row.handler_phone ?? null),
    handled_at: row.handled_at,
    version: row.version,
    at: row.at_seconds ?? null,
  };
}

export async function reportPage(
  db: Db,
  filter: { state?: ReportState | undefined; page: number },
) {
  let query = reportRows(db);
  if (filter.state !== undefined) query = query.where('r.state', '=', filter.state);
  const { limit, offset } = moderationWindow(filter.page);
  const rows = await query.orderBy('r.id', 'desc').limit(limit).offset(offset).execute();
  return moderationPage(rows.map(toReport), filter.page);
}

export async function readReport(db: Db, id: number): Promise<StudioReportRow | undefined> {
  const row = await reportRows(db).where('r.id', '=', id).executeTakeFirst();
  return row && toReport(row);
}

/** The same change already stored answers saved; any other is stale. */
function replayOrStale(
  stored: StudioReportRow,
  state: ReportState,
  note: string | null,
): VersionedOutcome<StudioReportRow> {
  return stored.state === state && stored.note === note
    ? { kind: 'saved', id: stored.id, version: stored.version }
    : { kind: 'stale', current: stored };
}

export interface ReportChange {
  state: ReportState;
  note?: string | null | undefined;
  version: number;
}

/**
 * Moves a report to `state` with its note. A change made from an older version is refused with
 * what is stored now, unless what is stored is already this very change (a second press, a
 * retried request): then it answers saved and changes nothing, so nothing is told twice.
 */
export function changeReport(
  db: Db,
  now: number,
  userId: number,
  id: number,
  change: ReportChange,
): Promise<VersionedOutcome<StudioReportRow>> {
  const note = change.note ?? null;
  return inTransaction(db, async (trx) => {
    const before = await readReport(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== change.version) return replayOrStale(before, change.state, note);
    const at = new Date(now).toISOString();
    const updated = await trx
      .updateTable('reports')
      .set({
        state: change.state,
        note,
        handled_by: userId,
        handled_at: at,
        version: change.version + 1,
      })
      .where('id', '=', id)
      .where('version', '=', change.version)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      // Another moderator's change landed between the read and the write (PostgreSQL).
      return replayOrStale((await readReport(trx, id)) ?? before, change.state, note);
    }
    await recordAudit(trx, now, {
      userId,
      entity: 'report',
      entityId: id,
      action: ACTIONS[change.state],
      before: { state: before.state, note: before.note },
      after: { state: change.state, note },
    });
    if (change.state === 'resolved') {
      await notifyReportResolved(
        trx,
        {
          reportId: id,
          userId: before.reporter.id,
          title: before.title ?? '',
          episode: before.episode ?? '',
          link: before.link,
        },
        now,
      );
    }
    return { kind: 'saved', id, version: change.version + 1 };
  });
}
