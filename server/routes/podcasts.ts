import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { schemas } from '../../contract/endpoints';
import type { PodcastTrack } from '../../contract/entities';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { mediaUrl } from '../domain/media-url';
import { countOf, pageWindow, toPaged } from '../domain/paging';
import { HttpError } from '../http/http-error';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

function podcastRows(db: Kysely<Database>) {
  return db
    .selectFrom('podcasts')
    .select(['id', 'title', 'creator', 'description', 'image', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('podcast_tracks')
        .select((t) => t.fn.countAll<number>().as('n'))
        .whereRef('podcast_tracks.podcast_id', '=', 'podcasts.id')
        .as('track_count'),
    );
}

/** Podcasts (paths from docs/architecture.md "Paths the spec does not name"): paged list, detail with tracks, tracks alone. */
export function podcastRoutes(deps: AppDeps): Hono {
  const { db, config } = deps;
  const app = new Hono();

  async function tracksOf(podcastId: number): Promise<PodcastTrack[]> {
    const rows = await db
      .selectFrom('podcast_tracks')
      .select([
        'id',
        'podcast_id',
        'number',
        'audio',
        'image',
        'title',
        'creator',
        'duration_sec',
        'published_at',
      ])
      .where('podcast_id', '=', podcastId)
      .orderBy('number')
      .orderBy('id')
      .execute();
    return rows.map((t) => ({ ...t, audio: mediaUrl(config, t.audio) }));
  }

  async function podcast(id: number) {
    const row = await podcastRows(db).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, extra.notFound);
    return { ...row, track_count: Number(row.track_count ?? 0) };
  }

  app.get(paths.podcasts.path, async (c) => {
    const { page } = parseQuery(c, schemas.podcasts.query);
    const { limit, offset } = pageWindow(page);
    const [count, rows] = await Promise.all([
      db
        .selectFrom('podcasts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst(),
      podcastRows(db)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    const items = rows.map((r) => ({ ...r, track_count: Number(r.track_count ?? 0) }));
    return ok(c, toPaged(items, countOf(count), page));
  });

  app.get(paths.podcastDetail.path, async (c) => {
    const { id } = parseParams(c, schemas.podcastDetail.params);
    const detail = await podcast(id);
    return ok(c, { ...detail, tracks: await tracksOf(id) });
  });

  app.get(paths.podcastTracks.path, async (c) => {
    const { id } = parseParams(c, schemas.podcastTracks.params);
    await podcast(id);
    return ok(c, await tracksOf(id));
  });

  return app;
}
