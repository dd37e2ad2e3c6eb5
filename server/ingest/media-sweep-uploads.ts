import { removeSource, sourceFileOf } from './ingest-records';
import { existing } from './media-owners';
import { lstatOrNull, type SweepDeps } from './media-sweep-disk';
import type { MediaSweepReport } from './media-sweep-pass';

/**
 * A video upload superseded by a newer one that reached 480p: nothing encodes from its source
 * again (a dub re-encodes the newest, decision 065), so the file goes; the row stays as history.
 */
export async function sweepSupersededSources(
  deps: SweepDeps,
  report: MediaSweepReport,
): Promise<void> {
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
export async function sweepUploads(deps: SweepDeps, report: MediaSweepReport): Promise<void> {
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
