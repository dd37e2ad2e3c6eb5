import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { visibleEpisodes, visibleMedia } from './visibility';

/**
 * Folders are named after their owner (db/rows/media-folder.ts): m{media id} or e{episode id};
 * p{podcast track id} holds a track's ingested audio (decision 065); l{media id} a live channel's
 * sessions (decision 072), served while the channel (a media row of kind 'live') is published.
 */
const OWNED = /^(m|e|p|l)([1-9][0-9]{0,15})$/;

/**
 * Whether a media folder's files may reach a viewer: its movie, or its episode and that
 * episode's title, are published (docs/decisions/052-publish-states.md). A signed URL handed out
 * before a title was hidden stops working with it; a folder named after no title is refused.
 */
export async function folderOnSite(db: Kysely<Database>, folder: string): Promise<boolean> {
  const owned = OWNED.exec(folder);
  if (!owned) return false;
  const id = Number(owned[2]);
  const row =
    owned[1] === 'p'
      ? await db.selectFrom('podcast_tracks').select('id').where('id', '=', id).executeTakeFirst()
      : owned[1] === 'm' || owned[1] === 'l'
        ? await visibleMedia(db)
            .select('media.id')
            .where('media.id', '=', id)
            .$if(owned[1] === 'l', (q) => q.where('media.kind', '=', 'live'))
            .executeTakeFirst()
        : await visibleEpisodes(db)
            .select('episodes.id')
            .where('episodes.id', '=', id)
            .executeTakeFirst();
  return row !== undefined;
}
