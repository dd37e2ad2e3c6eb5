import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  podcastCreateBody,
  podcastUpdateBody,
  StudioPodcast,
} from '../../contract/studio/endpoints/reading-podcasts';
import { inTransaction } from '../db/in-transaction';
import { searchText } from '../db/rows/search-text';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { readPodcast } from './studio-podcast-read';
import { isoOf, mergedValues, sameValues, staleOrMissing } from './studio-reading-outcome';
import type { ReadingOutcome } from './studio-reading-outcome';

/*
 * Creating and saving a podcast (docs/decisions/056-studio-podcasts-newsletters.md). The search
 * text is recomputed as rows/podcast-row.ts writes it, in the same statement as the fields; a
 * save names its version and updates only while that is still the stored one.
 */

type PodcastCreate = z.output<typeof podcastCreateBody>;
type PodcastUpdate = z.output<typeof podcastUpdateBody>;

interface PodcastValues {
  title: string;
  creator: string;
  description: string | null;
  image: string | null;
}

const valuesOf = (p: StudioPodcast): PodcastValues => ({
  title: p.title,
  creator: p.creator,
  description: p.description,
  image: p.image,
});

const columns = (v: PodcastValues) => ({ ...v, search_text: searchText(v.title, v.creator) });

export function createPodcast(
  db: Kysely<Database>,
  now: number,
  userId: number,
  body: PodcastCreate,
): Promise<ReadingOutcome<StudioPodcast>> {
  const values = mergedValues<PodcastValues>(
    { title: body.title, creator: body.creator, description: null, image: null },
    body,
  );
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('podcasts')
      .values({ ...columns(values), created_at: isoOf(now), version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'podcast',
      entityId: id,
      action: 'create',
      after: await readPodcast(trx, id),
    });
    return { kind: 'saved', id, version: 1 };
  });
}

export function updatePodcast(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  body: PodcastUpdate,
): Promise<ReadingOutcome<StudioPodcast>> {
  return inTransaction(db, async (trx): Promise<ReadingOutcome<StudioPodcast>> => {
    const before = await readPodcast(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== body.version) return { kind: 'stale', current: before };
    const old = valuesOf(before);
    const values = mergedValues(old, body);
    if (sameValues(old, values)) return { kind: 'saved', id, version: body.version };
    // Conditional on the version read, so of two saves of one version only the first lands.
    const result = await trx
      .updateTable('podcasts')
      .set({ ...columns(values), version: body.version + 1 })
      .where('id', '=', id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return staleOrMissing(await readPodcast(trx, id));
    await recordAudit(trx, now, {
      userId,
      entity: 'podcast',
      entityId: id,
      action: 'update',
      before,
      after: await readPodcast(trx, id),
    });
    return { kind: 'saved', id, version: body.version + 1 };
  });
}

/** The contract's id lists hold each id once, so equal size and inclusion is equality. */
const sameIds = (stored: readonly number[], named: readonly number[]) =>
  stored.length === named.length && named.every((id) => stored.includes(id));

/**
 * Deletes a podcast with its tracks (they go with it: ON DELETE CASCADE). The editor names the
 * version and the tracks they were shown, so a track someone added meanwhile is never deleted
 * unseen: that is stale (409, the podcast now). The audit keeps the podcast and every track.
 */
export function deletePodcast(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  body: { version: number; track_ids: readonly number[] },
): Promise<ReadingOutcome<StudioPodcast>> {
  return inTransaction(db, async (trx): Promise<ReadingOutcome<StudioPodcast>> => {
    const before = await readPodcast(trx, id);
    if (!before) return { kind: 'missing' };
    const shown = before.tracks.map((t) => t.id);
    if (before.version !== body.version || !sameIds(shown, body.track_ids))
      return { kind: 'stale', current: before };
    const result = await trx
      .deleteFrom('podcasts')
      .where('id', '=', id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (result.numDeletedRows !== 1n) return staleOrMissing(await readPodcast(trx, id));
    await recordAudit(trx, now, {
      userId,
      entity: 'podcast',
      entityId: id,
      action: 'delete',
      before,
    });
    return { kind: 'deleted', id };
  });
}
