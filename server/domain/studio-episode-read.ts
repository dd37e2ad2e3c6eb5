import type { Kysely, Selectable } from 'kysely';
import type {
  StudioEpisode,
  StudioEpisodeGroup,
  StudioEpisodeRow,
} from '../../contract/studio/endpoints/catalogue-episodes';
import type { Database, EpisodesTable } from '../db/schema';

/** A series' episodes as the studio sees them: every state (docs/decisions/053-studio-catalogue.md). */

const marker = (start: number | null, end: number | null) =>
  start === null || end === null ? null : { start_sec: start, end_sec: end };

export function episodeOf(row: Selectable<EpisodesTable>): StudioEpisode {
  return {
    id: row.id,
    title_id: row.media_id,
    group_id: row.group_id,
    number: row.number,
    title: row.title,
    image: row.image,
    is_free: row.is_free === 1,
    duration_sec: row.duration_sec,
    vid1: row.vid1,
    vid2: row.vid2,
    vid3: row.vid3,
    recap: marker(row.recap_start_sec, row.recap_end_sec),
    intro: marker(row.intro_start_sec, row.intro_end_sec),
    credits:
      row.credits_start_sec === null
        ? null
        : { start_sec: row.credits_start_sec, end_sec: row.credits_end_sec },
    created_at: row.created_at,
    publish_state: row.publish_state,
    publish_at: row.publish_at,
    version: row.version,
  };
}

export async function readEpisode(db: Kysely<Database>, id: number): Promise<StudioEpisode | null> {
  const row = await db.selectFrom('episodes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? episodeOf(row) : null;
}

/** The series' groups and episodes; null when the id is not a series. */
export async function listEpisodes(
  db: Kysely<Database>,
  mediaId: number,
): Promise<{ groups: StudioEpisodeGroup[]; rows: StudioEpisodeRow[] } | null> {
  const series = await db
    .selectFrom('media')
    .select('id')
    .where('id', '=', mediaId)
    .where('kind', '=', 'series')
    .executeTakeFirst();
  if (!series) return null;
  const [groups, rows] = await Promise.all([
    db
      .selectFrom('episode_groups')
      .select(['id', 'title', 'sort'])
      .where('media_id', '=', mediaId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('episodes')
      .select([
        'id',
        'group_id',
        'number',
        'title',
        'is_free',
        'duration_sec',
        'vid1',
        'publish_state',
        'publish_at',
        'version',
      ])
      .where('media_id', '=', mediaId)
      .orderBy('number')
      .orderBy('id')
      .execute(),
  ]);
  return {
    groups,
    rows: rows.map(({ vid1, is_free, ...row }) => ({
      ...row,
      is_free: is_free === 1,
      has_video: vid1 !== null,
    })),
  };
}
