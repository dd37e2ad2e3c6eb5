import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { retireStored } from './media-retire';
import { existing, playedBy } from './media-owners';
import {
  lstatOrNull,
  OWNED,
  realTitleDir,
  removeEntry,
  type OwnerKind,
  type SweepDeps,
} from './media-sweep-disk';
import type { MediaSweepReport } from './media-sweep-pass';
import { VERSION_NAME } from './media-versions';

/** Title folders of owners that no longer exist go whole; live ones are checked for strays. */
export async function sweepFolders(deps: SweepDeps, report: MediaSweepReport): Promise<void> {
  for (const cls of ['free', 'paid']) {
    const clsDir = path.join(deps.config.mediaFoldersDir, cls);
    if (!(await lstatOrNull(clsDir))?.isDirectory()) continue;
    const byKind = new Map<OwnerKind, { id: number; name: string; real: boolean }[]>();
    for (const entry of await fs.readdir(clsDir, { withFileTypes: true })) {
      const owned = OWNED.exec(entry.name);
      if (!owned) continue; // staging folders, anything not named after an owner
      const kind = owned[1] as OwnerKind;
      const folder = { id: Number(owned[2]), name: entry.name, real: entry.isDirectory() };
      byKind.set(kind, [...(byKind.get(kind) ?? []), folder]);
    }
    for (const [kind, folders] of byKind) {
      const alive = await existing(
        deps.db,
        kind,
        folders.map((f) => f.id),
      );
      for (const { id, name, real } of folders) {
        if (!alive.has(id)) {
          await removeEntry(path.join(clsDir, name));
          report.removed.push(`/media/${cls}/${name}/`);
        } else if (real && kind !== 'p') {
          await retireStrays(deps, cls, name, kind, id);
        }
      }
    }
  }
}

/** A version folder nothing plays and nothing has retired is retired now (see the top). */
async function retireStrays(
  deps: SweepDeps,
  cls: string,
  name: string,
  kind: OwnerKind,
  id: number,
) {
  const dir = await realTitleDir(deps, cls, name);
  if (!dir) return;
  const entries = await fs.readdir(dir, { withFileTypes: true });
  await removeDeadStaging(deps, dir, entries);
  const versions = entries
    .filter((e) => e.isDirectory() && VERSION_NAME.test(e.name))
    .map((e) => `/media/${cls}/${name}/${e.name}/`);
  if (versions.length === 0) return;
  const urls = ((await playedBy(deps.db, kind, id)) ?? []).filter(
    (u): u is string => typeof u === 'string',
  );
  const waiting = new Set(
    (
      await deps.db
        .selectFrom('media_retired')
        .select('path')
        .where('path', 'in', versions)
        .execute()
    ).map((r) => r.path),
  );
  for (const stored of versions) {
    if (waiting.has(stored) || urls.some((u) => u.startsWith(stored))) continue;
    await retireStored(deps.db, stored, deps.clock.now() + deps.config.mediaOldVersionGraceMs);
  }
}

/** A version's staging folder (062) while its transcode may still be writing it. */
const STAGING = /^\.v([1-9][0-9]{0,15})-[0-9a-f]{8}\.staging-[0-9a-f-]{36}$/;
const ENCODING: readonly string[] = ['transcoding', 'base_ready'];

/**
 * Staging folders a killed worker left: one whose upload is no longer being encoded (ready,
 * refused, gone) cannot be written any more. One whose upload is still encoding is kept: its
 * job may be running, or will run again and make its own.
 */
async function removeDeadStaging(deps: SweepDeps, dir: string, entries: Dirent[]): Promise<void> {
  const staging = entries.flatMap((e) => {
    const match = e.isDirectory() ? STAGING.exec(e.name) : null;
    return match ? [{ name: e.name, uploadId: Number(match[1]) }] : [];
  });
  if (staging.length === 0) return;
  const rows = await deps.db
    .selectFrom('media_uploads')
    .select(['id', 'ingest_state'])
    .where(
      'id',
      'in',
      staging.map((s) => s.uploadId),
    )
    .execute();
  const encoding = new Set(
    rows.filter((r) => ENCODING.includes(r.ingest_state ?? '')).map((r) => r.id),
  );
  for (const { name, uploadId } of staging) {
    if (!encoding.has(uploadId)) await removeEntry(path.join(dir, name));
  }
}
