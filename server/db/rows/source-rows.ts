import type { Insertable } from 'kysely';
import { folderClass, titleFolderPath } from './media-folder';
import type { OwnerType, SubtitlesTable, TracksTable } from '../schema';

/** A title's own media folder (media-folder.ts); its manifest is `${folder}manifest.mpd`. */
export function manifestIn(folder: string): string {
  return `${folder}manifest.mpd`;
}

/** The stored folder of an episode or a movie, free or paid by the title's price flags. */
export function titleFolderOf(
  owner: OwnerType,
  id: number,
  title: { is_free: number; is_theatre?: number; price?: number },
): string {
  return titleFolderPath(folderClass(title), owner, id);
}

/** An episode's 480/720/1080 columns: the demo's three qualities all play one manifest. */
export function episodeVideo(folder: string | null) {
  const video = folder === null ? null : manifestIn(folder);
  return { vid1: video, vid2: video, vid3: video };
}

export interface SourceRows {
  tracks: Insertable<TracksTable>[];
  subtitles: Insertable<SubtitlesTable>[];
}

/** mn and en dubs plus an encrypted mn and a raw en subtitle, as the player expects. */
export function sourceRows(ownerType: OwnerType, ownerId: number, folder: string): SourceRows {
  const video = manifestIn(folder);
  return {
    tracks: [
      { owner_type: ownerType, owner_id: ownerId, key: 'mn', url: `${video}#mn` },
      { owner_type: ownerType, owner_id: ownerId, key: 'en', url: `${video}#en` },
    ],
    subtitles: [
      {
        owner_type: ownerType,
        owner_id: ownerId,
        code: 'mn',
        is_raw: 0,
        url: `${folder}subs/mn.vtt.enc`,
      },
      {
        owner_type: ownerType,
        owner_id: ownerId,
        code: 'en',
        is_raw: 1,
        url: `${folder}subs/en.vtt`,
      },
    ],
  };
}
