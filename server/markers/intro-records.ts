import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import type { IntroSuggestion } from './season-intro';

/**
 * A stored manifest URL and nothing else (no `..`, no query): `/media/free/e12/manifest.mpd`, or
 * inside one version folder of the title's (`/media/free/e12/v35-0a1b2c3d/manifest.mpd`).
 */
const STORED_MANIFEST =
  /^\/media\/(free|paid)\/([a-z0-9-]{1,64})\/((?:v[0-9]{1,16}-[0-9a-f]{8}\/)?[a-z0-9_-]{1,64}\.mpd)$/;

/** The file on this disk a stored manifest URL names, or null for anything else. */
export function manifestOnDisk(config: Pick<Config, 'mediaFoldersDir'>, stored: string) {
  const parts = STORED_MANIFEST.exec(stored);
  if (!parts) return null;
  const [, cls = '', folder = '', file = ''] = parts;
  return path.join(config.mediaFoldersDir, cls, folder, file);
}

/** The series' episodes that have a video, in number order. */
export function seasonVideos(db: Kysely<Database>, mediaId: number) {
  return db
    .selectFrom('episodes')
    .select(['id', 'vid1'])
    .where('media_id', '=', mediaId)
    .where('vid1', 'is not', null)
    .orderBy('number')
    .orderBy('id')
    .execute();
}

/** The season's suggestions replace the ones before in one transaction (a rerun is harmless). */
export async function storeSuggestions(
  db: Kysely<Database>,
  now: number,
  mediaId: number,
  suggestions: readonly IntroSuggestion[],
): Promise<void> {
  const computed_at = new Date(now).toISOString();
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('intro_suggestions').where('media_id', '=', mediaId).execute();
    if (suggestions.length === 0) return;
    await trx
      .insertInto('intro_suggestions')
      .values(
        suggestions.map((s) => ({
          episode_id: s.episodeId,
          media_id: mediaId,
          start_sec: s.startSec,
          end_sec: s.endSec,
          computed_at,
        })),
      )
      .execute();
  });
}

export function readSuggestions(db: Kysely<Database>, mediaId: number) {
  return db
    .selectFrom('intro_suggestions')
    .select(['episode_id', 'start_sec', 'end_sec', 'computed_at'])
    .where('media_id', '=', mediaId)
    .orderBy('episode_id')
    .execute();
}
