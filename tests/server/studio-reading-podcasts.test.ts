import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { podcastSchema } from '../../contract/studio/endpoints/reading-podcasts';
import { trackTexts } from '../../server/domain/studio-track-write';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Podcasts and their tracks in the studio (docs/decisions/056-studio-podcasts-newsletters.md):
 * search text kept in step, saves with a version check, tracks added, renumbered, deleted with
 * their version; each write audited; viewers see every change at once.
 */

let t: TestApp;
let editor: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

const studio = (name: Parameters<typeof callStudio>[1], o: Parameters<typeof callStudio>[2]) =>
  callStudio(t, name, { token: editor.token, ...o });

async function saved(res: Awaited<ReturnType<typeof callStudio>>) {
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { data: { id: number; version: number } }).data;
}

async function read(id: number) {
  const res = await studio('studioPodcast', { params: { id } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return podcastSchema.parse((res.json as { data: unknown }).data);
}

interface ViewerPodcast {
  title: string;
  creator: string;
  tracks: { id: number; number: number; title: string }[];
}

async function viewerPodcast(id: number): Promise<ViewerPodcast> {
  const res = await call(t.app, 'GET', buildPath(paths.podcastDetail.path, { id }));
  expect(res.status).toBe(200);
  return (res.json as { data: ViewerPodcast }).data;
}

describe('a podcast and its tracks', () => {
  it('creates, saves with a version check, keeps search_text in step, audits', async () => {
    const { id } = await saved(
      await studio('studioPodcastCreate', {
        body: { title: 'Өглөөний яриа', creator: 'Бат', image: '/uploads/poster/a.webp' },
      }),
    );
    const text = () =>
      t.db.selectFrom('podcasts').select('search_text').where('id', '=', id).executeTakeFirst();
    expect((await text())?.search_text).toBe('өглөөний яриа бат');

    const update = await saved(
      await studio('studioPodcastUpdate', {
        params: { id },
        body: { version: 1, creator: 'Сараа' },
      }),
    );
    expect(update.version).toBe(2);
    expect((await text())?.search_text).toBe('өглөөний яриа сараа');
    expect(await viewerPodcast(id)).toMatchObject({ title: 'Өглөөний яриа', creator: 'Сараа' });
    const search = await call(t.app, 'GET', paths.search.path, { query: { q: 'яриа сараа' } });
    const found = (search.json as { data: { id: number; kind: string }[] }).data;
    expect(found).toContainEqual(expect.objectContaining({ id, kind: 'podcast' }));

    const stale = await studio('studioPodcastUpdate', {
      params: { id },
      body: { version: 1, creator: 'Дорж' },
    });
    expect(stale.status).toBe(409);
    expect((stale.json as { current: { creator: string } }).current.creator).toBe('Сараа');
    expect((await read(id)).creator).toBe('Сараа');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'before_json'])
      .where('entity', '=', 'podcast')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit.every((a) => a.user_id === editor.id)).toBe(true);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ creator: 'Бат' });
  });

  it('adds tracks last, reorders them by number, deletes one with its version', async () => {
    const { id } = await saved(
      await studio('studioPodcastCreate', { body: { title: 'Түүхийн цаг', creator: 'Болд' } }),
    );
    const add = async (title: string) =>
      saved(
        await studio('studioTrackCreate', {
          params: { id },
          body: { title, audio: '/media/podcast/a.mp3', duration_sec: 60 },
        }),
      );
    const a = await add('Нэгдүгээр');
    const b = await add('Хоёрдугаар');
    const c = await add('Гуравдугаар');
    expect((await read(id)).tracks.map((x) => [x.id, x.number])).toEqual([
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
    ]);
    expect((await read(id)).tracks[0]!.creator).toBe('Болд');

    await saved(
      await studio('studioTrackOrder', { params: { id }, body: { track_ids: [c.id, a.id, b.id] } }),
    );
    expect((await viewerPodcast(id)).tracks.map((x) => x.id)).toEqual([c.id, a.id, b.id]);

    // A list that leaves a track out is stale (one was added meanwhile); a foreign id is refused.
    const partial = await studio('studioTrackOrder', {
      params: { id },
      body: { track_ids: [a.id, b.id] },
    });
    expect(partial.status).toBe(409);
    const foreign = await studio('studioTrackOrder', {
      params: { id },
      body: { track_ids: [a.id, b.id, 999_999] },
    });
    expect(foreign.status).toBe(422);
    expect((foreign.json as { fields: Record<string, string> }).fields.track_ids).toBe(
      trackTexts.orderNotWhole,
    );

    // Reordering moved a's version (its number changed): the version it was read at is stale.
    const staleDelete = await studio('studioTrackDelete', {
      params: { id: a.id },
      body: { version: 1 },
    });
    expect(staleDelete.status).toBe(409);
    const current = (staleDelete.json as { current: { version: number } }).current;
    const deleted = await studio('studioTrackDelete', {
      params: { id: a.id },
      body: { version: current.version },
    });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect((await viewerPodcast(id)).tracks.map((x) => x.id)).toEqual([c.id, b.id]);

    const edit = await studio('studioTrackUpdate', {
      params: { id: b.id },
      body: { version: 2, title: 'Шинэ нэр', audio: 'https://cdn.example.mn/b.mp3' },
    });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect((await viewerPodcast(id)).tracks.find((x) => x.id === b.id)?.title).toBe('Шинэ нэр');

    const actions = await t.db
      .selectFrom('audit_log')
      .select(['entity', 'action'])
      .where('user_id', '=', editor.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'podcast'), eb('entity_id', '=', String(id))]),
          eb.and([
            eb('entity', '=', 'podcast_track'),
            eb('entity_id', 'in', [a.id, b.id, c.id].map(String)),
          ]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(actions.map((x) => `${x.entity}:${x.action}`)).toEqual([
      'podcast:create',
      'podcast_track:create',
      'podcast_track:create',
      'podcast_track:create',
      'podcast:order',
      'podcast_track:delete',
      'podcast_track:update',
    ]);
  });

  it('names bad track fields in Mongolian and stores nothing', async () => {
    const { id } = await saved(
      await studio('studioPodcastCreate', { body: { title: 'Хоосон', creator: 'Тэст' } }),
    );
    const res = await studio('studioTrackCreate', {
      params: { id },
      body: { title: '', audio: 'javascript:alert(1)', duration_sec: -1 },
    });
    expect(res.status).toBe(422);
    const fields = (res.json as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(['audio', 'duration_sec', 'title']);
    expect((await read(id)).tracks).toEqual([]);
    const missing = await studio('studioTrackCreate', {
      params: { id: 999_999 },
      body: { title: 'Байхгүй', audio: '/media/podcast/x.mp3' },
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a podcast with the tracks the editor was shown, never one added meanwhile', async () => {
    const { id } = await saved(
      await studio('studioPodcastCreate', { body: { title: 'Устгах подкаст', creator: 'Тэст' } }),
    );
    const first = await saved(
      await studio('studioTrackCreate', {
        params: { id },
        body: { title: 'Нэг', audio: '/media/podcast/ep1.m4a' },
      }),
    );
    const shown = [first.id];
    // Another editor adds a track after this one opened the podcast.
    const added = await saved(
      await studio('studioTrackCreate', {
        params: { id },
        body: { title: 'Хоёр', audio: '/media/podcast/ep2.m4a' },
      }),
    );
    const stale = await studio('studioPodcastDelete', {
      params: { id },
      body: { version: 1, track_ids: shown },
    });
    expect(stale.status).toBe(409);
    expect((stale.json as { current: { tracks: unknown[] } }).current.tracks).toHaveLength(2);
    expect((await read(id)).tracks.map((x) => x.id)).toEqual([first.id, added.id]);

    const deleted = await studio('studioPodcastDelete', {
      params: { id },
      body: { version: 1, track_ids: [added.id, first.id] },
    });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect((await call(t.app, 'GET', buildPath(paths.podcastDetail.path, { id }))).status).toBe(
      404,
    );
    const tracks = await t.db
      .selectFrom('podcast_tracks')
      .select('id')
      .where('podcast_id', '=', id)
      .execute();
    expect(tracks).toEqual([]);
    const search = await call(t.app, 'GET', paths.search.path, { query: { q: 'устгах подкаст' } });
    const found = (search.json as { data: { id: number; kind: string }[] }).data;
    expect(found).not.toContainEqual(expect.objectContaining({ id, kind: 'podcast' }));
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before_json'])
      .where('entity', '=', 'podcast')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? '{}')).toMatchObject({
      title: 'Устгах подкаст',
      tracks: [{ title: 'Нэг' }, { title: 'Хоёр' }],
    });
    const again = await studio('studioPodcastDelete', {
      params: { id },
      body: { version: 1, track_ids: [] },
    });
    expect(again.status).toBe(404);
  });

  it('searches and pages the studio list', async () => {
    await saved(
      await studio('studioPodcastCreate', { body: { title: 'Хайлтын шалгалт', creator: 'Сүх' } }),
    );
    const res = await studio('studioPodcasts', { query: { q: 'хайлтын шалга' } });
    const data = (res.json as { data: { rows: { title: string }[]; total: number } }).data;
    expect(data.rows.map((r) => r.title)).toEqual(['Хайлтын шалгалт']);
    expect(data.total).toBe(1);
    const page = await studio('studioPodcasts', { query: { page: 2 } });
    expect(page.status).toBe(200);
  });
});
