import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST } from './transcode-args';

/*
 * Every run writes into a staging folder beside the title's folder (same file system, so a
 * rename moves it) and is published by renames, the manifest last: a viewer never sees a
 * manifest naming a segment that is not there yet, and running a stage twice ends the same.
 */

export async function makeStagingDir(target: string): Promise<string> {
  const dir = path.join(path.dirname(target), `.${path.basename(target)}.staging-${randomUUID()}`);
  await fs.mkdir(dir, { recursive: true });
  return dir;
}

export async function removeDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
}

async function kindOf(target: string): Promise<'missing' | 'link' | 'dir' | 'other'> {
  try {
    const stat = await fs.lstat(target);
    if (stat.isSymbolicLink()) return 'link';
    return stat.isDirectory() ? 'dir' : 'other';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/** Writes a file by renaming a finished temporary one over it. */
export async function writeFileAtomic(file: string, content: string | Uint8Array): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  await fs.writeFile(temp, content);
  await fs.rename(temp, file);
}

/**
 * Publishes a staging folder as the title's folder. A missing folder, or the demo link to the
 * shared sample (server/domain/media-folders.ts: it must never be written through), is replaced
 * by the staging folder in one rename; an existing folder (a re-run, or the second run of a
 * 480p-first job) receives the files one rename each, then `manifest` replaces the manifest.
 */
export async function publishStaging(
  staging: string,
  target: string,
  manifest: string,
): Promise<void> {
  await fs.writeFile(path.join(staging, MANIFEST), manifest);
  const kind = await kindOf(target);
  if (kind === 'other') throw new Error(`${target} exists and is not a folder`);
  if (kind === 'link') await fs.unlink(target);
  if (kind === 'missing' || kind === 'link') {
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(staging, target);
    return;
  }
  for (const file of await fs.readdir(staging)) {
    if (file === MANIFEST) continue;
    await fs.rename(path.join(staging, file), path.join(target, file));
  }
  await fs.rename(path.join(staging, MANIFEST), path.join(target, MANIFEST));
  await removeDir(staging);
}
