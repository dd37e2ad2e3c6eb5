import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { AppDeps } from '../deps';

/** How long an upload may wait for the profile save that refers to it before it is swept. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

const AVATAR_PREFIX = '/uploads/avatars/';
/** Only names the upload route makes are ever deleted: nothing a row could point elsewhere. */
const UPLOAD_NAME = /^[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/;
/** Rows checked per query, well under every database's bound-parameter limit. */
const CHUNK = 500;

export const avatarsDir = (config: Pick<Config, 'uploadsDir'>) =>
  path.join(config.uploadsDir, 'avatars');

/** The studio's images (docs/decisions/054-studio-images.md), a WebP per width. */
export const imagesDir = (config: Pick<Config, 'uploadsDir'>) =>
  path.join(config.uploadsDir, 'images');

/** The file name behind a stored avatar path when it is one of our uploads, else null. */
export function uploadedAvatarName(stored: string | null | undefined): string | null {
  if (!stored?.startsWith(AVATAR_PREFIX)) return null;
  const name = stored.slice(AVATAR_PREFIX.length);
  return UPLOAD_NAME.test(name) ? name : null;
}

/** Stored avatar paths (of the given ones) that some user row still refers to. */
async function referenced(deps: AppDeps, stored: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < stored.length; i += CHUNK) {
    const rows = await deps.db
      .selectFrom('users')
      .select('avatar')
      .where('avatar', 'in', stored.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) if (row.avatar) found.add(row.avatar);
  }
  return found;
}

/**
 * After a user replaced or removed their avatar: the old upload goes, unless another row points
 * at it too (anyone may save any upload path as theirs; that must not let them delete it).
 */
export async function deleteAvatarIfUnused(deps: AppDeps, stored: string | null): Promise<void> {
  const name = uploadedAvatarName(stored);
  if (!name || !stored) return;
  if ((await referenced(deps, [stored])).size > 0) return;
  await fs.rm(path.join(avatarsDir(deps.config), name), { force: true });
}

/**
 * Deletes uploads no user row refers to and older than the grace period (by the file's mtime),
 * so a picture uploaded but not yet saved to the profile survives. Answers the names deleted.
 */
export async function sweepOrphanUploads(
  deps: AppDeps,
  graceMs = ORPHAN_GRACE_MS,
): Promise<string[]> {
  const dir = avatarsDir(deps.config);
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => UPLOAD_NAME.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const cutoff = deps.clock.now() - graceMs;
  const old: string[] = [];
  for (const name of names) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs <= cutoff) old.push(name);
  }
  const kept = await referenced(
    deps,
    old.map((name) => AVATAR_PREFIX + name),
  );
  const orphans = old.filter((name) => !kept.has(AVATAR_PREFIX + name));
  for (const name of orphans) await fs.rm(path.join(dir, name), { force: true });
  return orphans;
}
