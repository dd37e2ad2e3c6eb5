import type { Kysely } from 'kysely';
import type { StudioProgram } from '../../contract/studio/endpoints/home';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { fingerprint } from './studio-fingerprint';
import { homeRuleTexts } from './studio-home-outcome';
import type { HomeOutcome } from './studio-home-outcome';

/*
 * The live programme schedule in the studio (docs/decisions/057-studio-home-and-schedule.md).
 * The channel airs one programme at a time, so a programme may not overlap another; a day is a
 * day in Ulaanbaatar (UTC+8 all year), where the channel and its viewers are.
 */

const UB_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export interface ProgramValues {
  title: string;
  description: string | null;
  image: string | null;
  media_id: number | null;
  starts_at: string;
  ends_at: string;
}

type Outcome = HomeOutcome<{ id: number }, StudioProgram>;

/** The Ulaanbaatar day of a moment, 'YYYY-MM-DD'. */
export const ubDay = (ms: number) => new Date(ms + UB_OFFSET_MS).toISOString().slice(0, 10);
/** 'HH:MM' in Ulaanbaatar. */
const ubTime = (iso: string) =>
  new Date(Date.parse(iso) + UB_OFFSET_MS).toISOString().slice(11, 16);

function programQuery(db: Kysely<Database>) {
  return db
    .selectFrom('programs')
    .leftJoin('media', 'media.id', 'programs.media_id')
    .select([
      'programs.id',
      'programs.title',
      'programs.description',
      'programs.image',
      'programs.media_id',
      'media.title as media_title',
      'programs.starts_at',
      'programs.ends_at',
    ]);
}

type ProgramRow = Omit<StudioProgram, 'version'>;
const versioned = (row: ProgramRow): StudioProgram => ({ ...row, version: fingerprint(row) });

/** Programmes airing any part of the day, in order. */
export async function programDay(db: Kysely<Database>, day: string) {
  const from = Date.parse(`${day}T00:00:00Z`) - UB_OFFSET_MS;
  const rows = await programQuery(db)
    .where('programs.starts_at', '<', new Date(from + DAY_MS).toISOString())
    .where('programs.ends_at', '>', new Date(from).toISOString())
    .orderBy('programs.starts_at')
    .orderBy('programs.id')
    .execute();
  return { day, rows: rows.map(versioned) };
}

async function readProgram(db: Kysely<Database>, id: number) {
  const row = await programQuery(db).where('programs.id', '=', id).executeTakeFirst();
  return row && versioned(row);
}

/** The rules zod cannot check: real moments, the end after the start, no overlap, the title. */
async function ruleFields(
  db: Kysely<Database>,
  values: ProgramValues,
  self: number | null,
): Promise<Record<string, string> | ProgramValues> {
  const starts = Date.parse(values.starts_at);
  const ends = Date.parse(values.ends_at);
  if (Number.isNaN(starts)) return { starts_at: homeRuleTexts.badMoment };
  if (Number.isNaN(ends)) return { ends_at: homeRuleTexts.badMoment };
  if (ends <= starts) return { ends_at: homeRuleTexts.endsBeforeStart };
  const normal = {
    ...values,
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(ends).toISOString(),
  };
  let clash = db
    .selectFrom('programs')
    .select(['title', 'starts_at', 'ends_at'])
    .where('starts_at', '<', normal.ends_at)
    .where('ends_at', '>', normal.starts_at);
  if (self !== null) clash = clash.where('id', '!=', self);
  const other = await clash.orderBy('starts_at').executeTakeFirst();
  if (other) {
    const text = homeRuleTexts.overlaps(
      other.title,
      ubTime(other.starts_at),
      ubTime(other.ends_at),
    );
    return { starts_at: text };
  }
  if (values.media_id !== null) {
    // The viewer's live player follows the programme's title as its channel: a live one.
    const channel = await db
      .selectFrom('media')
      .select('id')
      .where('id', '=', values.media_id)
      .where('kind', '=', 'live')
      .executeTakeFirst();
    if (!channel) return { media_id: homeRuleTexts.noChannel };
  }
  return normal;
}

const programValues = (v: ProgramValues): ProgramValues => ({
  title: v.title,
  description: v.description,
  image: v.image,
  media_id: v.media_id,
  starts_at: v.starts_at,
  ends_at: v.ends_at,
});

const isValues = (v: Record<string, string> | ProgramValues): v is ProgramValues => 'title' in v;

export function createProgram(
  db: Kysely<Database>,
  now: number,
  userId: number,
  values: ProgramValues,
): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    const checked = await ruleFields(trx, values, null);
    if (!isValues(checked)) return { kind: 'invalid', fields: checked };
    const { id } = await trx
      .insertInto('programs')
      .values(checked)
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'program',
      entityId: id,
      action: 'create',
      after: checked,
    });
    return { kind: 'saved', data: { id } };
  });
}

export function updateProgram(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  values: ProgramValues & { version: string },
): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    const before = await readProgram(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== values.version) return { kind: 'stale', current: before };
    const checked = await ruleFields(trx, programValues(values), id);
    if (!isValues(checked)) return { kind: 'invalid', fields: checked };
    await trx.updateTable('programs').set(checked).where('id', '=', id).execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'program',
      entityId: id,
      action: 'update',
      before,
      after: checked,
    });
    return { kind: 'saved', data: { id } };
  });
}

export function deleteProgram(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  version: string,
): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    const before = await readProgram(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== version) return { kind: 'stale', current: before };
    await trx.deleteFrom('programs').where('id', '=', id).execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'program',
      entityId: id,
      action: 'delete',
      before,
    });
    return { kind: 'saved', data: { id } };
  });
}
