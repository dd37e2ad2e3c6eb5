import type { Kysely } from 'kysely';
import type { StudioSlideSet } from '../../contract/studio/endpoints/home';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { fingerprint, movedOrder } from './studio-fingerprint';
import { homeRuleTexts } from './studio-home-outcome';
import type { HomeOutcome } from './studio-home-outcome';

/*
 * The home's slide sets in the studio (docs/decisions/057-studio-home-and-schedule.md). Every
 * change names the version of the whole set it was made on, so an editor moving a slide never
 * undoes another's change unseen: a stale one changes nothing and answers the set as it is.
 */

export interface SlideValues {
  title: string;
  subtitle: string | null;
  image: string | null;
  link: string | null;
  media_id: number | null;
  version: string;
}

type SetOutcome = HomeOutcome<StudioSlideSet, StudioSlideSet>;

export async function readSlideSet(db: Kysely<Database>, setNo: number): Promise<StudioSlideSet> {
  const rows = await db
    .selectFrom('slides')
    .leftJoin('media', 'media.id', 'slides.media_id')
    .select([
      'slides.id',
      'slides.set_no',
      'slides.title',
      'slides.subtitle',
      'slides.image',
      'slides.link',
      'slides.media_id',
      'media.title as media_title',
      'slides.sort',
    ])
    .where('slides.set_no', '=', setNo)
    .orderBy('slides.sort')
    .orderBy('slides.id')
    .execute();
  return { set_no: setNo, rows, version: fingerprint(rows) };
}

async function titleMissing(db: Kysely<Database>, mediaId: number | null) {
  if (mediaId === null) return false;
  const row = await db
    .selectFrom('media')
    .select('id')
    .where('id', '=', mediaId)
    .executeTakeFirst();
  return row === undefined;
}

const stored = ({ version: _, ...values }: SlideValues) => values;

/** Renumbers the set 0..n-1 in the given order (older rows may share a sort). */
async function renumber(db: Kysely<Database>, ids: number[]) {
  for (const [sort, id] of ids.entries()) {
    await db.updateTable('slides').set({ sort }).where('id', '=', id).execute();
  }
}

/** Checks the set's version and the picked title, then runs the change and audits it. */
async function onSet(
  db: Kysely<Database>,
  setNo: number,
  values: Pick<SlideValues, 'version'> & Partial<SlideValues>,
  change: (trx: Kysely<Database>, current: StudioSlideSet) => Promise<void>,
): Promise<SetOutcome> {
  return inTransaction(db, async (trx) => {
    const current = await readSlideSet(trx, setNo);
    if (current.version !== values.version) return { kind: 'stale', current };
    if (await titleMissing(trx, values.media_id ?? null)) {
      return { kind: 'invalid', fields: { media_id: homeRuleTexts.noTitle } };
    }
    await change(trx, current);
    return { kind: 'saved', data: await readSlideSet(trx, setNo) };
  });
}

export function createSlide(
  db: Kysely<Database>,
  now: number,
  userId: number,
  setNo: number,
  values: SlideValues,
): Promise<SetOutcome> {
  return onSet(db, setNo, values, async (trx, current) => {
    const sort = Math.max(-1, ...current.rows.map((r) => r.sort)) + 1;
    const { id } = await trx
      .insertInto('slides')
      .values({ ...stored(values), set_no: setNo, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'slide',
      entityId: id,
      action: 'create',
      after: { ...stored(values), set_no: setNo, sort },
    });
  });
}

async function slideRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('slides').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateSlide(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  values: SlideValues,
): Promise<SetOutcome> {
  const before = await slideRow(db, id);
  if (!before) return { kind: 'missing' };
  return onSet(db, before.set_no, values, async (trx) => {
    await trx.updateTable('slides').set(stored(values)).where('id', '=', id).execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'slide',
      entityId: id,
      action: 'update',
      before,
      after: { ...before, ...stored(values) },
    });
  });
}

export async function deleteSlide(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  version: string,
): Promise<SetOutcome> {
  const before = await slideRow(db, id);
  if (!before) return { kind: 'missing' };
  return onSet(db, before.set_no, { version }, async (trx) => {
    await trx.deleteFrom('slides').where('id', '=', id).execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'slide',
      entityId: id,
      action: 'delete',
      before,
    });
  });
}

export async function moveSlide(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  direction: 'up' | 'down',
  version: string,
): Promise<SetOutcome> {
  const before = await slideRow(db, id);
  if (!before) return { kind: 'missing' };
  return onSet(db, before.set_no, { version }, async (trx, current) => {
    const ids = current.rows.map((r) => r.id);
    const order = movedOrder(ids, id, direction);
    await renumber(trx, order);
    await recordAudit(trx, now, {
      userId,
      entity: 'slide-set',
      entityId: before.set_no,
      action: 'reorder',
      before: ids,
      after: order,
    });
  });
}
