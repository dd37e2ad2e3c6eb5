import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  StudioEpisode,
  episodeCreateBody,
  episodeFields,
  episodeUpdateBody,
} from '../../contract/studio/endpoints/catalogue-episodes';
import { markerMessages, markerProblems } from '../../contract/studio/episode-markers';
import { inTransaction } from '../db/in-transaction';
import { isUniqueViolation } from '../db/unique-violation';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { readEpisode } from './studio-episode-read';

/*
 * Creating and saving an episode of a series (docs/decisions/053-studio-catalogue.md): a new one
 * is a draft; a save names the version it edited and changes nothing when that is stale. Its
 * skippable parts are checked against each other and the episode's duration. The video columns
 * are media ingest's and are not written here.
 */

export type EpisodeCreate = z.output<typeof episodeCreateBody>;
export type EpisodeUpdate = z.output<typeof episodeUpdateBody>;
type EpisodeValues = { [K in keyof typeof episodeFields]: z.output<(typeof episodeFields)[K]> };

export type EpisodeOutcome =
  | { kind: 'saved'; id: number; version: number }
  | { kind: 'missing' }
  | { kind: 'not-series' }
  | { kind: 'stale'; current: StudioEpisode }
  | { kind: 'invalid'; fields: Record<string, string> };

export const episodeRuleTexts = {
  groupElsewhere: 'Энэ бүлэг энэ цувралынх биш байна!',
  numberTaken: 'Энэ дугаартай анги аль хэдийн байна!',
  durationFirst: markerMessages.durationFirst,
  endBeforeStart: markerMessages.endBeforeStart,
  pastDuration: markerMessages.pastDuration,
} as const;
const T = episodeRuleTexts;

const iso = (ms: number) => new Date(ms).toISOString();

async function episodeProblems(
  db: Kysely<Database>,
  mediaId: number,
  episodeId: number | null,
  v: EpisodeValues,
): Promise<Record<string, string> | null> {
  // The contract's rule on the values as they would be stored (a save may send only the parts).
  const fields = markerProblems(
    { recap: v.recap, intro: v.intro, credits: v.credits },
    v.duration_sec,
  );
  if (v.group_id !== null) {
    const group = await db
      .selectFrom('episode_groups')
      .select('id')
      .where('id', '=', v.group_id)
      .where('media_id', '=', mediaId)
      .executeTakeFirst();
    if (!group) fields.group_id = T.groupElsewhere;
  }
  let same = db
    .selectFrom('episodes')
    .select('id')
    .where('media_id', '=', mediaId)
    .where('number', '=', v.number);
  if (episodeId !== null) same = same.where('id', '!=', episodeId);
  if (await same.executeTakeFirst()) fields.number = T.numberTaken;
  return Object.keys(fields).length > 0 ? fields : null;
}

const NUMBER_INDEX = {
  name: 'episodes_media_id_number_idx',
  table: 'episodes',
  columns: ['media_id', 'number'],
};

/**
 * Two saves of one number at the same instant both pass `episodeProblems` on PostgreSQL; the
 * unique index (migration 0024) refuses the second, whose transaction is then rolled back. It
 * gets the answer the check would have given.
 */
async function numberRace(save: Promise<EpisodeOutcome>): Promise<EpisodeOutcome> {
  try {
    return await save;
  } catch (error) {
    if (isUniqueViolation(error, NUMBER_INDEX))
      return { kind: 'invalid', fields: { number: T.numberTaken } };
    throw error;
  }
}

function columnsOf(v: EpisodeValues) {
  return {
    group_id: v.group_id,
    number: v.number,
    title: v.title,
    image: v.image,
    is_free: v.is_free ? 1 : 0,
    duration_sec: v.duration_sec,
    recap_start_sec: v.recap?.start_sec ?? null,
    recap_end_sec: v.recap?.end_sec ?? null,
    intro_start_sec: v.intro?.start_sec ?? null,
    intro_end_sec: v.intro?.end_sec ?? null,
    credits_start_sec: v.credits?.start_sec ?? null,
    credits_end_sec: v.credits?.end_sec ?? null,
  };
}

function valuesOf(e: StudioEpisode): EpisodeValues {
  return {
    group_id: e.group_id,
    number: e.number,
    title: e.title,
    is_free: e.is_free,
    image: e.image,
    duration_sec: e.duration_sec,
    recap: e.recap,
    intro: e.intro,
    credits: e.credits,
  };
}

function merged(base: EpisodeValues, body: Partial<EpisodeValues>): EpisodeValues {
  const values = { ...base };
  for (const key of Object.keys(base) as (keyof EpisodeValues)[]) {
    if (body[key] !== undefined) Object.assign(values, { [key]: body[key] });
  }
  return values;
}

export async function createEpisode(
  db: Kysely<Database>,
  now: number,
  userId: number,
  mediaId: number,
  body: EpisodeCreate,
): Promise<EpisodeOutcome> {
  const values = merged(
    {
      group_id: null,
      number: body.number,
      title: `${body.number}-р анги`,
      is_free: false,
      image: null,
      duration_sec: 0,
      recap: null,
      intro: null,
      credits: null,
    },
    body,
  );
  return numberRace(
    inTransaction(db, async (trx): Promise<EpisodeOutcome> => {
      const series = await trx
        .selectFrom('media')
        .select(['id', 'kind'])
        .where('id', '=', mediaId)
        .executeTakeFirst();
      if (!series) return { kind: 'missing' };
      if (series.kind !== 'series') return { kind: 'not-series' };
      const fields = await episodeProblems(trx, mediaId, null, values);
      if (fields) return { kind: 'invalid', fields };
      const { id } = await trx
        .insertInto('episodes')
        .values({
          media_id: mediaId,
          ...columnsOf(values),
          created_at: iso(now),
          publish_state: 'draft',
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, now, {
        userId,
        entity: 'episode',
        entityId: id,
        action: 'create',
        after: await readEpisode(trx, id),
      });
      return { kind: 'saved', id, version: 1 };
    }),
  );
}

export async function updateEpisode(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  body: EpisodeUpdate,
): Promise<EpisodeOutcome> {
  return numberRace(
    inTransaction(db, async (trx): Promise<EpisodeOutcome> => {
      const before = await readEpisode(trx, id);
      if (!before) return { kind: 'missing' };
      if (before.version !== body.version) return { kind: 'stale', current: before };
      const old = valuesOf(before);
      const values = merged(old, body);
      const fields = await episodeProblems(trx, before.title_id, id, values);
      if (fields) return { kind: 'invalid', fields };
      // A save that changes nothing moves nothing, as a title's.
      if (JSON.stringify(old) === JSON.stringify(values)) {
        return { kind: 'saved', id, version: body.version };
      }
      // Conditional on the version read, as a title's save (studio-title-write.ts).
      const result = await trx
        .updateTable('episodes')
        .set({ ...columnsOf(values), version: body.version + 1 })
        .where('id', '=', id)
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) {
        const current = await readEpisode(trx, id);
        return current ? { kind: 'stale', current } : { kind: 'missing' };
      }
      await recordAudit(trx, now, {
        userId,
        entity: 'episode',
        entityId: id,
        action: 'update',
        before,
        after: await readEpisode(trx, id),
      });
      return { kind: 'saved', id, version: body.version + 1 };
    }),
  );
}
