import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import { manifestIn } from '../db/rows';
import type { Database } from '../db/schema';
import { recordAudit } from '../domain/audit-log';
import { keepStored, retireStored } from './media-retire';
import { folderOfStored } from './media-versions';
import type { TranscodeResult } from './transcode-title';

export interface PublishedVideo {
  owner: 'episode' | 'movie';
  ownerId: number;
  /** The stored version folder (`/media/free/e12/v34-1a2b3c4d/`). */
  folder: string;
  result: TranscodeResult;
  /** Who uploaded the file: the audit record's author. */
  userId: number;
  /** How long the files the title played before stay for viewers mid-way (decision 067). */
  graceMs: number;
}

/**
 * The columns a viewer's player reads, from what a transcode published: vid1/vid2/vid3 (480,
 * 720, 1080) name the one manifest when it holds that rendition and are null otherwise, the
 * duration, and one track row per audio language (`manifest.mpd#en`, as the seed writes them).
 * The folder the title played before is marked for the sweep after the grace period. One
 * transaction with its audit record.
 */
export async function recordPublishedVideo(
  db: Kysely<Database>,
  now: number,
  video: PublishedVideo,
): Promise<void> {
  const manifest = manifestIn(video.folder);
  const has = (name: string) => video.result.renditions.some((r) => r.name === name);
  const after = {
    vid1: manifest,
    vid2: has('720p') ? manifest : null,
    vid3: has('1080p') ? manifest : null,
    duration_sec: Math.round(video.result.durationSec),
  };
  const languages = video.result.audio;
  await inTransaction(db, async (trx) => {
    let before: { vid1: string | null } | undefined;
    if (video.owner === 'episode') {
      before = await trx
        .selectFrom('episodes')
        .select(['vid1', 'vid2', 'vid3', 'duration_sec'])
        .where('id', '=', video.ownerId)
        .executeTakeFirst();
      await trx.updateTable('episodes').set(after).where('id', '=', video.ownerId).execute();
    } else {
      before = await trx
        .selectFrom('movies')
        .select(['vid1', 'vid2', 'vid3', 'duration_sec', 'audio'])
        .where('media_id', '=', video.ownerId)
        .executeTakeFirst();
      const audio = languages[0] ? `${manifest}#${languages[0]}` : null;
      await trx
        .updateTable('movies')
        .set({ ...after, audio })
        .where('media_id', '=', video.ownerId)
        .execute();
    }
    const previous = before?.vid1 ? folderOfStored(before.vid1) : null;
    if (previous !== null && previous !== video.folder) {
      await retireStored(trx, previous, now + video.graceMs);
    }
    await keepStored(trx, video.folder);
    await trx
      .deleteFrom('tracks')
      .where('owner_type', '=', video.owner)
      .where('owner_id', '=', video.ownerId)
      .execute();
    if (languages.length > 0) {
      await trx
        .insertInto('tracks')
        .values(
          languages.map((key) => ({
            owner_type: video.owner,
            owner_id: video.ownerId,
            key,
            url: `${manifest}#${key}`,
          })),
        )
        .execute();
    }
    await recordAudit(trx, now, {
      userId: video.userId,
      entity: video.owner === 'episode' ? 'episode' : 'media',
      entityId: video.ownerId,
      action: 'ingest',
      before,
      after: { ...after, audio: languages, renditions: video.result.renditions.map((r) => r.name) },
    });
  });
}
