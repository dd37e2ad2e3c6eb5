import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../deps';

/*
 * The media sweep's only ways to the disk (decision 067): it looks at entries with lstat, goes
 * into a title's folder only when it and its class folder are real folders (never through a
 * link), and removes links as links.
 */

export type SweepDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** Folders are named after their owner: e{episode id}, m{media id}, p{podcast track id}. */
export const OWNED = /^(e|m|p)([1-9][0-9]{0,15})$/;

export type OwnerKind = 'e' | 'm' | 'p';

export async function lstatOrNull(file: string) {
  return fs.lstat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

/** The title's folder on disk, only when it and its class folder are real folders. */
export async function realTitleDir(
  deps: SweepDeps,
  cls: string,
  folder: string,
): Promise<string | null> {
  const clsDir = path.join(deps.config.mediaFoldersDir, cls);
  const dir = path.join(clsDir, folder);
  if (!(await lstatOrNull(clsDir))?.isDirectory()) return null;
  return (await lstatOrNull(dir))?.isDirectory() ? dir : null;
}

/** Removes a file, a link (never what it points to) or a folder with what is in it. */
export async function removeEntry(file: string): Promise<void> {
  // fs.rm looks at the entry itself (lstat): a link is unlinked, not followed.
  await fs.rm(file, { recursive: true, force: true });
}
