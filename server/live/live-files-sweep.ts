import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../deps';
import { sweepViewerRows } from '../domain/live-viewers';
import { lstatOrNull, realTitleDir, removeEntry } from '../ingest/media-sweep-disk';

/*
 * What live leaves behind (decision 073): the DASH files of sessions that ended more than
 * LIVE_KEEP_MINUTES ago (no viewer can rewind into them any more), and heartbeat rows older than
 * an hour. Driven by the folders, not the rows, so files a crashed run left are found too. The
 * media sweep's rules hold (decision 067): only `l<id>` folders that are real folders in a real
 * class folder, only regular files, named with a session prefix; a prefix with no session row is
 * removed only once the file itself is older than the keep time (a row is always written before
 * its packager starts, so that is a crash's leftover, not a session starting).
 */

type SweepDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

const CHANNEL_FOLDER = /^l[1-9][0-9]{0,15}$/;
/** `<prefix>.mpd`, `<prefix>-init-0.m4s`, `<prefix>-0-00001.m4s` and the muxer's `.tmp` files. */
const SESSION_FILE = /^(s[a-z0-9]{1,40})[-.][A-Za-z0-9_.-]*$/;

export async function sweepLiveFiles(deps: SweepDeps): Promise<{ files: number; viewers: number }> {
  const now = deps.clock.now();
  const cutoff = now - deps.config.live.keepMs;
  let files = 0;
  for (const cls of ['free', 'paid']) {
    const clsDir = path.join(deps.config.mediaFoldersDir, cls);
    const folders = await fs.readdir(clsDir).catch(() => [] as string[]);
    for (const folder of folders.filter((name) => CHANNEL_FOLDER.test(name))) {
      const dir = await realTitleDir(deps, cls, folder);
      if (dir) files += await sweepChannelDir(deps, dir, cutoff);
    }
  }
  return { files, viewers: await sweepViewerRows(deps.db, now) };
}

async function sweepChannelDir(deps: SweepDeps, dir: string, cutoff: number): Promise<number> {
  const names = (await fs.readdir(dir)).filter((name) => SESSION_FILE.test(name));
  const prefixes = [...new Set(names.map((name) => SESSION_FILE.exec(name)![1]!))];
  if (prefixes.length === 0) return 0;
  const rows = await deps.db
    .selectFrom('live_sessions')
    .select(['prefix', 'ended_at'])
    .where('prefix', 'in', prefixes)
    .execute();
  const sessions = new Map(rows.map((row) => [row.prefix, row.ended_at]));
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await lstatOrNull(file);
    if (!stat?.isFile()) continue;
    const prefix = SESSION_FILE.exec(name)![1]!;
    const endedAt = sessions.get(prefix);
    const old =
      endedAt === undefined
        ? stat.mtimeMs < cutoff
        : endedAt !== null && Date.parse(endedAt) < cutoff;
    if (!old) continue;
    await removeEntry(file);
    removed += 1;
  }
  return removed;
}
