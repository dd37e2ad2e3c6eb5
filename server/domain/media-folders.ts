import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';

/*
 * Every title has its own media folder, so a signed URL for one title (which covers only its
 * folder) can never fetch another's files, and no free title shares a URL with a paid one.
 * Stored sources name the folder: /media/free/{folder}/… is public, /media/paid/{folder}/… is
 * served only under a signature (domain/media-signing.ts). On this server the folders are
 * symbolic links to the one generated sample (media/title), made at start under
 * DATA_DIR/media; in production they would be the titles' real encodings on the CDN.
 */

/** The sample DASH title (manifest, segments, subtitles) every demo folder links to. */
export const SAMPLE_FOLDER = 'title';

const STORED = /^\/media\/(free|paid)\/([a-z0-9-]{1,64})\//;

/**
 * Makes the folder link for every title's stored source that is missing one. Idempotent and
 * cheap on later starts (one readdir per class); SEED_SCALE=100's tens of thousands of titles
 * are links, not copies.
 */
export async function linkMediaFolders(
  db: Kysely<Database>,
  config: Pick<Config, 'mediaDir' | 'mediaFoldersDir'>,
): Promise<number> {
  const [movies, episodes] = await Promise.all([
    db.selectFrom('movies').select('vid1').where('vid1', 'is not', null).execute(),
    db.selectFrom('episodes').select('vid1').where('vid1', 'is not', null).execute(),
  ]);
  const target = path.join(config.mediaDir, SAMPLE_FOLDER);
  const existing = new Map<string, Set<string>>();
  for (const cls of ['free', 'paid']) {
    const dir = path.join(config.mediaFoldersDir, cls);
    fs.mkdirSync(dir, { recursive: true });
    existing.set(cls, new Set(fs.readdirSync(dir)));
  }
  let made = 0;
  for (const { vid1 } of [...movies, ...episodes]) {
    const match = vid1 === null ? null : STORED.exec(vid1);
    const [, cls, folder] = match ?? [];
    if (!cls || !folder || existing.get(cls)?.has(folder)) continue;
    try {
      fs.symlinkSync(target, path.join(config.mediaFoldersDir, cls, folder), 'dir');
      made++;
    } catch (error) {
      // Another instance on the same DATA_DIR made it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    existing.get(cls)?.add(folder);
  }
  return made;
}
