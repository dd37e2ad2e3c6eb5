import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * Each transcode of a title writes into its own version folder inside the title's folder
 * (`/media/free/e12/v34-1a2b3c4d/manifest.mpd`), so a new upload never overwrites a file a
 * viewer's player is still fetching; the sources switch to the new folder when its 480p is
 * published and the old one is swept after a grace period (decision 067). The title's folder
 * stays the unit a signed URL covers; subtitles stay in its `subs/`, beside the versions.
 */

/** A version folder's name: the upload, and a short digest of the job that made it. */
export const VERSION_NAME = /^v[1-9][0-9]{0,15}-[0-9a-f]{8}$/;

/**
 * The same job run again (a lease ran out, a restart) writes the same folder, so a repeat ends
 * the same; a later job of the same upload (a dub added, a retry) makes a new one.
 */
export function versionName(uploadId: number, jobId: string): string {
  const digest = createHash('sha256').update(jobId).digest('hex').slice(0, 8);
  return `v${uploadId}-${digest}`;
}

/** The version folder a stored manifest path names, or null for one at the title's root. */
export function versionOfStored(stored: string | null): string | null {
  const name = stored?.split('/').at(-2) ?? '';
  return VERSION_NAME.test(name) ? name : null;
}

/** The folder a stored file path sits in, ending in a slash (`…/e12/v34-1a2b3c4d/`). */
export function folderOfStored(stored: string): string {
  return stored.slice(0, stored.lastIndexOf('/') + 1);
}

async function mirror(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) await mirror(source, path.join(to, entry.name));
    else await fs.symlink(source, path.join(to, entry.name));
  }
}

/**
 * Makes a title's folder a real folder that versions can be written into. A missing one is
 * made. The demo's link to the shared sample (never written through) becomes a folder whose
 * entries link to the sample's files, one each, so a viewer playing the sample through this
 * title keeps every file until the sweep retires them with the old version (decision 067).
 */
export async function ensureOwnFolder(dir: string): Promise<void> {
  const stat = await fs.lstat(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (stat?.isDirectory()) return;
  await fs.mkdir(path.dirname(dir), { recursive: true });
  if (!stat) {
    await fs.mkdir(dir, { recursive: true });
    return;
  }
  if (!stat.isSymbolicLink()) throw new Error(`${dir} exists and is not a folder`);
  const sample = path.resolve(path.dirname(dir), await fs.readlink(dir));
  const own = path.join(path.dirname(dir), `.${path.basename(dir)}.own-${randomUUID()}`);
  try {
    await mirror(sample, own);
    // A directory cannot be renamed over a link: the link goes first, for a moment.
    await fs.unlink(dir);
    await fs.rename(own, dir);
  } catch (error) {
    await fs.rm(own, { recursive: true, force: true });
    // Another run made the folder meanwhile: that one serves.
    if ((await fs.lstat(dir).catch(() => null))?.isDirectory()) return;
    throw error;
  }
}
