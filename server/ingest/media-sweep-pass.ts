import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../deps';
import type { Database } from '../db/schema';
import { retireStored } from './media-retire';
import { VERSION_NAME } from './media-versions';
import { removeSource, sourceFileOf } from './ingest-records';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/*
 * One pass of the media sweep (decision 067). It works from what the database says now, so a
 * pass cut short anywhere (a crash, a stop) is finished by the next one:
 * 1. retired paths whose grace has passed are removed, then their row (never the other order);
 * 2. a title folder whose episode, movie or podcast track is gone is removed whole, and the
 *    source uploads of a gone owner with it;
 * 3. a version folder that nothing plays and nothing has retired (a job that published and died
 *    before writing the sources) is retired, to go after the grace like any other, and a staging
 *    folder whose upload is no longer being encoded (a worker killed mid-encode) is removed;
 * 4. the source file of a video upload a newer one replaced is removed.
 * It never follows a link and never leaves DATA_DIR/media/<free|paid>/<folder>: the only paths
 * it removes are named by the patterns below, under folders it checked are real folders.
 */

const OWNED = /^(e|m|p)([1-9][0-9]{0,15})$/;
const STORED =
  /^\/media\/(free|paid)\/([a-z0-9-]{1,64})\/(?:(v[1-9][0-9]{0,15}-[0-9a-f]{8})\/|([a-z0-9][a-z0-9_-]{0,100}\.[a-z0-9]{1,8}))?$/;
const CHUNK = 500;

export interface MediaSweepReport {
  /** Stored paths of what was removed (`/media/free/e12/v3-…/`, `/media/paid/m4/`). */
  removed: string[];
  /** Source uploads removed: of a gone owner, or replaced by a newer video (tus ids). */
  uploads: string[];
}

type OwnerKind = 'e' | 'm' | 'p';

/** Every stored URL the owner plays now: its video columns, audio tracks and subtitles. */
async function playedBy(db: Kysely<Database>, kind: OwnerKind, id: number) {
  if (kind === 'p') {
    const track = await db
      .selectFrom('podcast_tracks')
      .select('audio')
      .where('id', '=', id)
      .executeTakeFirst();
    return track ? [track.audio] : null;
  }
  const owner = kind === 'e' ? 'episode' : 'movie';
  const row =
    kind === 'e'
      ? await db
          .selectFrom('episodes')
          .select(['vid1', 'vid2', 'vid3'])
          .where('id', '=', id)
          .executeTakeFirst()
      : await db
          .selectFrom('movies')
          .select(['vid1', 'vid2', 'vid3', 'audio'])
          .where('media_id', '=', id)
          .executeTakeFirst();
  if (!row) return null;
  const [tracks, subtitles] = await Promise.all([
    db
      .selectFrom('tracks')
      .select('url')
      .where('owner_type', '=', owner)
      .where('owner_id', '=', id)
      .execute(),
    db
      .selectFrom('subtitles')
      .select('url')
      .where('owner_type', '=', owner)
      .where('owner_id', '=', id)
      .execute(),
  ]);
  return [...Object.values(row), ...tracks.map((t) => t.url), ...subtitles.map((s) => s.url)];
}

async function lstatOrNull(file: string) {
  return fs.lstat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

/** The title's folder on disk, only when it and its class folder are real folders. */
async function realTitleDir(deps: Deps, cls: string, folder: string): Promise<string | null> {
  const clsDir = path.join(deps.config.mediaFoldersDir, cls);
  const dir = path.join(clsDir, folder);
  if (!(await lstatOrNull(clsDir))?.isDirectory()) return null;
  return (await lstatOrNull(dir))?.isDirectory() ? dir : null;
}

/** Removes a file, a link (never what it points to) or a folder with what is in it. */
async function removeEntry(file: string): Promise<void> {
  // fs.rm looks at the entry itself (lstat): a link is unlinked, not followed.
  await fs.rm(file, { recursive: true, force: true });
}

/** Removes what one retired path names, unless the owner plays it again; answers whether done. */
async function removeRetired(deps: Deps, stored: string): Promise<boolean> {
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

async function sweepRetired(deps: Deps, report: MediaSweepReport): Promise<void> {
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

/** Which of these owner ids still exist. */
async function existing(
  db: Kysely<Database>,
  kind: OwnerKind,
  ids: number[],
): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const rows =
      kind === 'e'
        ? await db.selectFrom('episodes').select('id').where('id', 'in', chunk).execute()
        : kind === 'm'
          ? await db
              .selectFrom('movies')
              .select('media_id as id')
              .where('media_id', 'in', chunk)
              .execute()
          : await db.selectFrom('podcast_tracks').select('id').where('id', 'in', chunk).execute();
    for (const row of rows) found.add(Number(row.id));
  }
  return found;
}

/** Title folders of owners that no longer exist go whole; live ones are checked for strays. */
async function sweepFolders(deps: Deps, report: MediaSweepReport): Promise<void> {
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
async function retireStrays(deps: Deps, cls: string, name: string, kind: OwnerKind, id: number) {
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
async function removeDeadStaging(deps: Deps, dir: string, entries: Dirent[]): Promise<void> {
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

/**
 * A video upload superseded by a newer one that reached 480p: nothing encodes from its source
 * again (a dub re-encodes the newest, decision 065), so the file goes; the row stays as history.
 */
async function sweepSupersededSources(deps: Deps, report: MediaSweepReport): Promise<void> {
  const videos = await deps.db
    .selectFrom('media_uploads')
    .select(['id', 'tus_id', 'owner_type', 'owner_id', 'ingest_state'])
    .where('kind', '=', 'video')
    .where('ingest_state', 'in', ['base_ready', 'ready'])
    .orderBy('id', 'desc')
    .execute();
  const newest = new Set<string>();
  for (const video of videos) {
    const owner = `${video.owner_type} ${video.owner_id}`;
    if (!newest.has(owner)) {
      newest.add(owner);
      continue;
    }
    const file = sourceFileOf(deps.config, video.tus_id);
    if (!(await lstatOrNull(file))) continue;
    await removeSource(deps.config, video.tus_id);
    report.uploads.push(video.tus_id);
  }
}

/** Source uploads whose episode, movie or track is gone: the file, tus's `.json`, the row. */
async function sweepUploads(deps: Deps, report: MediaSweepReport): Promise<void> {
  const rows = await deps.db
    .selectFrom('media_uploads')
    .select(['id', 'tus_id', 'owner_type', 'owner_id'])
    .execute();
  const kinds = { episode: 'e', movie: 'm', track: 'p' } as const;
  for (const [owner, kind] of Object.entries(kinds)) {
    const of = rows.filter((r) => r.owner_type === owner);
    const alive = await existing(
      deps.db,
      kind,
      of.map((r) => r.owner_id),
    );
    for (const row of of) {
      if (alive.has(row.owner_id)) continue;
      await removeSource(deps.config, row.tus_id);
      await deps.db.deleteFrom('media_uploads').where('id', '=', row.id).execute();
      report.uploads.push(row.tus_id);
    }
  }
}

export async function sweepMedia(deps: Deps): Promise<MediaSweepReport> {
  const report: MediaSweepReport = { removed: [], uploads: [] };
  await sweepRetired(deps, report);
  await sweepFolders(deps, report);
  await sweepUploads(deps, report);
  await sweepSupersededSources(deps, report);
  return report;
}
