import type { Kysely } from 'kysely';
import type { PublishState } from '../../contract/studio/roles';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { changeState } from './publishing';
import type { PublishTable } from './publishing';

/*
 * Publishing, scheduling, hiding and drafting a title or an episode from the studio, through
 * publishing.ts's changeState (which tells a title's followers of an episode that goes on the
 * site), audited in the same transaction. A state change leaves `version` alone: it edits no
 * field of the form, so an editor's open form stays saveable
 * (docs/decisions/053-studio-catalogue.md).
 */

export const stateTexts = {
  timeNeeded: 'Нийтлэх цагийг оруулна уу!',
  timePassed: 'Ирээдүйн цаг сонгоно уу!',
  videoNotReady:
    'Видеоны 480p хувилбар бэлэн болоогүй байна. Бэлэн болмогц нийтлэх боломжтой болно.',
} as const;

/**
 * Issue 33's "480p first": a title whose only video is still being probed or encoded has
 * nothing to play yet; it may go on the site (now or at a time) once its 480p is published
 * (decision 065). A title with a video already (a replacement in work) keeps playing the old one.
 */
async function videoStillComing(trx: Kysely<Database>, table: PublishTable, id: number) {
  const owner = table === 'episodes' ? 'episode' : 'movie';
  const video =
    table === 'episodes'
      ? await trx.selectFrom('episodes').select('vid1').where('id', '=', id).executeTakeFirst()
      : await trx.selectFrom('movies').select('vid1').where('media_id', '=', id).executeTakeFirst();
  if (!video || video.vid1 !== null) return false;
  const working = await trx
    .selectFrom('media_uploads')
    .select('id')
    .where('owner_type', '=', owner)
    .where('owner_id', '=', id)
    .where('kind', '=', 'video')
    .where('ingest_state', 'in', ['probing', 'transcoding'])
    .executeTakeFirst();
  return working !== undefined;
}

const ACTIONS: Record<PublishState, string> = {
  draft: 'draft',
  scheduled: 'schedule',
  published: 'publish',
  hidden: 'hide',
};

export type StateOutcome =
  | { kind: 'changed'; publish_state: PublishState; publish_at: string | null; notified: number }
  | { kind: 'missing' }
  | { kind: 'invalid'; fields: Record<string, string> };

export interface StateRequest {
  table: PublishTable;
  /** The audit log's name for it: 'title' or 'episode'. */
  entity: string;
  id: number;
  state: PublishState;
  /** ISO time, for 'scheduled'. */
  at?: string | undefined;
}

export async function changePublishState(
  db: Kysely<Database>,
  now: number,
  userId: number,
  req: StateRequest,
): Promise<StateOutcome> {
  let at: number | undefined;
  if (req.state === 'scheduled') {
    if (req.at === undefined) return { kind: 'invalid', fields: { at: stateTexts.timeNeeded } };
    at = Date.parse(req.at);
    // A schedule for a time already gone would publish at once: say so instead.
    if (!(at > now)) return { kind: 'invalid', fields: { at: stateTexts.timePassed } };
  }
  return inTransaction(db, async (trx): Promise<StateOutcome> => {
    const read = () =>
      trx
        .selectFrom(req.table)
        .select(['publish_state', 'publish_at'])
        .where('id', '=', req.id)
        .executeTakeFirst();
    const before = await read();
    if (!before) return { kind: 'missing' };
    const goesOnSite = req.state === 'published' || req.state === 'scheduled';
    if (goesOnSite && (await videoStillComing(trx, req.table, req.id))) {
      return { kind: 'invalid', fields: { state: stateTexts.videoNotReady } };
    }
    const { notified } = await changeState(trx, req.table, req.id, { state: req.state, at }, now);
    const after = (await read())!;
    await recordAudit(trx, now, {
      userId,
      entity: req.entity,
      entityId: req.id,
      action: ACTIONS[req.state],
      before,
      after,
    });
    return { kind: 'changed', ...after, notified };
  });
}
