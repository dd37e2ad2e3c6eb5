import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { titleFolderOf } from '../db/rows';

const STORED = /^\/media\/(free|paid)\/([a-z0-9-]{1,64})\//;

export interface TitleFolder {
  /** As the source columns hold it: `/media/free/e12/`. */
  stored: string;
  /** On this disk: `<mediaFoldersDir>/free/e12`. */
  dir: string;
}

/**
 * Where an episode's or movie's files go: the folder its stored vid1 names (so a paid title's
 * signed URLs keep covering it), or, for one without video yet, the folder its price flags give.
 */
export async function titleFolder(
  db: Kysely<Database>,
  config: Pick<Config, 'mediaFoldersDir'>,
  owner: 'episode' | 'movie',
  id: number,
): Promise<TitleFolder | null> {
  const row =
    owner === 'episode'
      ? await db
          .selectFrom('episodes')
          .select(['vid1', 'is_free'])
          .where('id', '=', id)
          .executeTakeFirst()
      : await db
          .selectFrom('movies')
          .select(['vid1', 'is_free', 'is_theatre', 'has_price', 'price'])
          .where('media_id', '=', id)
          .executeTakeFirst();
  if (!row) return null;
  const named = row.vid1 === null ? null : STORED.exec(row.vid1);
  const stored = named ? named[0] : titleFolderOf(owner, id, row);
  const [, cls = 'free', folder = ''] = STORED.exec(stored) ?? [];
  return { stored, dir: path.join(config.mediaFoldersDir, cls, folder) };
}
