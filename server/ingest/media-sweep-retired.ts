import fs from 'node:fs/promises';
import path from 'node:path';
import { playedBy } from './media-owners';
import {
  OWNED,
  realTitleDir,
  removeEntry,
  type OwnerKind,
  type SweepDeps,
} from './media-sweep-disk';
import type { MediaSweepReport } from './media-sweep-pass';

/** The only stored paths a retired row may name: a title's root, a version, or one file. */
const STORED =
  /^\/media\/(free|paid)\/([a-z0-9-]{1,64})\/(?:(v[1-9][0-9]{0,15}-[0-9a-f]{8})\/|([a-z0-9][a-z0-9_-]{0,100}\.[a-z0-9]{1,8}))?$/;

/** Removes what one retired path names, unless the owner plays it again; answers whether done. */
async function removeRetired(deps: SweepDeps, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return true; // not a path the sweep may touch: the row alone goes
  const [, cls = '', folder = '', version, file] = match;
  const owned = OWNED.exec(folder);
  const played = owned ? await playedBy(deps.db, owned[1] as OwnerKind, Number(owned[2])) : null;
  const urls = (played ?? []).filter((u): u is string => typeof u === 'string');
  const dir = await realTitleDir(deps, cls, folder);
  if (!dir) return true; // gone already, or the demo's link: nothing of its own to remove
  if (version !== undefined || file !== undefined) {
    if (urls.some((u) => u.startsWith(stored))) return true;
    const name = version ?? file ?? '';
    await removeEntry(path.join(dir, name));
    return true;
  }
  // The title's root: the files a title had before versions, never its folders (subs, versions).
  const keep = new Set(
    urls.filter((u) => u.startsWith(stored)).map((u) => u.slice(stored.length).split('#')[0]),
  );
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() || keep.has(entry.name)) continue;
    await removeEntry(path.join(dir, entry.name));
  }
  return true;
}

export async function sweepRetired(deps: SweepDeps, report: MediaSweepReport): Promise<void> {
  const due = await deps.db
    .selectFrom('media_retired')
    .select(['id', 'path'])
    .where('due_at', '<=', new Date(deps.clock.now()).toISOString())
    .orderBy('id')
    .execute();
  for (const row of due) {
    if (await removeRetired(deps, row.path)) {
      await deps.db.deleteFrom('media_retired').where('id', '=', row.id).execute();
      report.removed.push(row.path);
    }
  }
}
