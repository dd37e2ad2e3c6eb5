import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  StudioPodcast,
  StudioTrack,
  trackCreateBody,
  trackUpdateBody,
} from '../../contract/studio/endpoints/reading-podcasts';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { readPodcast, readTrack, tracksOfPodcast } from './studio-podcast-read';
import { isoOf, mergedValues, sameValues, staleOrMissing } from './studio-reading-outcome';
import type { ReadingOutcome } from './studio-reading-outcome';

/*
 * A podcast's tracks (docs/decisions/056-studio-podcasts-newsletters.md): add, save and delete
 * (each naming the version it saw), and the order, which renumbers every track 1… in one go.
 */

type TrackCreate = z.output<typeof trackCreateBody>;
type TrackUpdate = z.output<typeof trackUpdateBody>;
type TrackValues = Omit<StudioTrack, 'id' | 'podcast_id' | 'version'>;

export const trackTexts = {
  orderNotWhole: 'Подкастын бүх дугаарыг нэг нэгээр нь жагсаана уу!',
} as const;

const valuesOf = ({ id: _id, podcast_id: _p, version: _v, ...values }: StudioTrack) => values;

export function createTrack(
  db: Kysely<Database>,
  now: number,
  userId: number,
  podcastId: number,
  body: TrackCreate,
): Promise<ReadingOutcome<StudioTrack>> {
  return inTransaction(db, async (trx): Promise<ReadingOutcome<StudioTrack>> => {
    const podcast = await trx
      .selectFrom('podcasts')
      .select(['id', 'creator'])
      .where('id', '=', podcastId)
      .executeTakeFirst();
    if (!podcast) return { kind: 'missing' };
    const last = await trx
      .selectFrom('podcast_tracks')
      .select((eb) => eb.fn.max('number').as('n'))
      .where('podcast_id', '=', podcastId)
      .executeTakeFirst();
    const values = mergedValues<TrackValues>(
      {
        number: Number(last?.n ?? 0) + 1,
        title: body.title,
        creator: podcast.creator,
        audio: body.audio,
        image: null,
        duration_sec: 0,
        published_at: isoOf(now),
      },
      body,
    );
    const { id } = await trx
      .insertInto('podcast_tracks')
      .values({ ...values, podcast_id: podcastId, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'podcast_track',
      entityId: id,
      action: 'create',
      after: await readTrack(trx, id),
    });
    return { kind: 'saved', id, version: 1 };
  });
}

export function updateTrack(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  body: TrackUpdate,
): Promise<ReadingOutcome<StudioTrack>> {
  return inTransaction(db, async (trx): Promise<ReadingOutcome<StudioTrack>> => {
    const before = await readTrack(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== body.version) return { kind: 'stale', current: before };
    const old = valuesOf(before);
    const values = mergedValues(old, body);
    if (sameValues(old, values)) return { kind: 'saved', id, version: body.version };
    const result = await trx
      .updateTable('podcast_tracks')
      .set({ ...values, version: body.version + 1 })
      .where('id', '=', id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return staleOrMissing(await readTrack(trx, id));
    await recordAudit(trx, now, {
      userId,
      entity: 'podcast_track',
      entityId: id,
      action: 'update',
      before,
      after: await readTrack(trx, id),
    });
    return { kind: 'saved', id, version: body.version + 1 };
  });
}

export function deleteTrack(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  version: number,
): Promise<ReadingOutcome<StudioTrack>> {
  return inTransaction(db, async (trx): Promise<ReadingOutcome<StudioTrack>> => {
    const before = await readTrack(trx, id);
    if (!before) return { kind: 'missing' };
    // A track someone changed since the editor looked is not deleted unseen.
    if (before.version !== version) return { kind: 'stale', current: before };
    const result = await trx
      .deleteFrom('podcast_tracks')
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (result.numDeletedRows !== 1n) return staleOrMissing(await readTrack(trx, id));
    await recordAudit(trx, now, {
      userId,
      entity: 'podcast_track',
      entityId: id,
      action: 'delete',
      before,
    });
    return { kind: 'deleted', id };
  });
}

/**
 * Renumbers the podcast's tracks 1… in the order given. The list must be every track of the
 * podcast: one added or deleted by someone else meanwhile makes it stale (409, the podcast now).
 */
export function orderTracks(
  db: Kysely<Database>,
  now: number,
  userId: number,
  podcastId: number,
  trackIds: number[],
): Promise<ReadingOutcome<StudioPodcast>> {
  return inTransaction(db, async (trx): Promise<ReadingOutcome<StudioPodcast>> => {
    const podcast = await readPodcast(trx, podcastId);
    if (!podcast) return { kind: 'missing' };
    const stored = new Set(podcast.tracks.map((t) => t.id));
    const foreign = trackIds.some((id) => !stored.has(id));
    if (foreign) return { kind: 'invalid', fields: { track_ids: trackTexts.orderNotWhole } };
    if (trackIds.length !== stored.size) return { kind: 'stale', current: podcast };
    for (const [i, id] of trackIds.entries()) {
      const track = podcast.tracks.find((t) => t.id === id);
      if (track?.number === i + 1) continue;
      await trx
        .updateTable('podcast_tracks')
        .set((eb) => ({ number: i + 1, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    }
    await recordAudit(trx, now, {
      userId,
      entity: 'podcast',
      entityId: podcastId,
      action: 'order',
      before: podcast.tracks.map((t) => ({ id: t.id, number: t.number })),
      after: (await tracksOfPodcast(trx, podcastId)).map((t) => ({ id: t.id, number: t.number })),
    });
    return { kind: 'saved', id: podcastId, version: podcast.version };
  });
}
