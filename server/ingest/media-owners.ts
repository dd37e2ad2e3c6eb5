import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OwnerKind } from './media-sweep-disk';

const CHUNK = 500;

/** Every stored URL the owner plays now: its video columns, audio tracks and subtitles. */
export async function playedBy(db: Kysely<Database>, kind: OwnerKind, id: number) {
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

/** Which of these owner ids still exist. */
export async function existing(
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
