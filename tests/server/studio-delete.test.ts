import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { removalTexts } from '../../server/domain/studio-removal';
import { callStudio, createStaff, type StaffMember } from './studio-helpers';
import { call, createTestApp, type TestApp } from './test-app';

/*
 * Deleting a title or an episode from the studio (decision 076): the version and the reason are
 * required, a title with episodes, a running rental or a rental payment still pending is refused with its reason and nothing
 * changes, the delete is audited with the reason, and the viewer's reads answer 404 in Mongolian
 * (the list drops it, the history keeps answering).
 */

const HOUR = 3600 * 1000;

describe('deleting titles and episodes in the studio', () => {
  let t: TestApp;
  let editor: StaffMember;

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    editor = await createStaff(t, ['editor']);
  });
  afterAll(async () => {
    await t.close();
  });

  const iso = (ms: number) => new Date(ms).toISOString();
  const versionOf = async (table: 'media' | 'episodes', id: number) =>
    (await t.db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow())
      .version;
  const auditOf = (entity: string, id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .where('action', '=', 'delete')
      .execute();

  /** The editor of the moment deletes a title, as the studio's form sends it. */
  const deleteTitle = (id: number, body: { version: number; reason: string }) =>
    callStudio(t, 'studioTitleDelete', { token: editor.token, params: { id }, body });

  /** The newest movie or theatre title, as the viewer's "latest" row lists it. */
  async function newestMovie() {
    return t.db
      .selectFrom('media')
      .select(['id', 'title', 'version'])
      .where('kind', 'in', ['movie', 'theatre'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  }

  it('asks for the version and a reason, and refuses a stale version', async () => {
    const movie = await newestMovie();
    const empty = await deleteTitle(movie.id, { version: movie.version, reason: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.json).toMatchObject({ fields: { reason: 'Энэ талбарыг бөглөнө үү!' } });
    const stale = await deleteTitle(movie.id, {
      version: movie.version + 1,
      reason: 'Эрх дууссан',
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { id: movie.id } });
    expect(await versionOf('media', movie.id)).toBe(movie.version);
  });

  it('refuses a series that still has episodes, and a title with a running rental', async () => {
    const series = await t.db
      .selectFrom('media')
      .innerJoin('episodes', 'episodes.media_id', 'media.id')
      .select(['media.id', 'media.version'])
      .where('media.kind', '=', 'series')
      .executeTakeFirstOrThrow();
    const refused = await deleteTitle(series.id, { version: series.version, reason: 'Давхардсан' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ msg: removalTexts.episodesLeft });

    const movie = await newestMovie();
    const now = t.clock.now();
    await t.db
      .insertInto('rentals')
      .values({
        user_id: editor.id,
        movie_id: movie.id,
        invoice_id: null,
        starts_at: iso(now - HOUR),
        ends_at: iso(now + HOUR),
        created_at: iso(now - HOUR),
      })
      .execute();
    const body = { version: movie.version, reason: 'Эрх дууссан' };
    const running = await deleteTitle(movie.id, body);
    expect(running.status).toBe(409);
    expect(running.json).toMatchObject({ msg: removalTexts.rentalsRunning(1) });
    expect(await versionOf('media', movie.id)).toBe(movie.version);
    expect(await auditOf('title', movie.id)).toEqual([]);

    // Once the rental has ended the title may go; the invoices and payments stay (set null).
    t.clock.advance(2 * HOUR);
    editor = await createStaff(t, ['editor']);
    const gone = await deleteTitle(movie.id, body);
    expect(gone.status, JSON.stringify(gone.json)).toBe(200);
  });

  it('keeps a title while a rental invoice for it may still be paid', async () => {
    const movie = await newestMovie();
    const now = t.clock.now();
    await t.db
      .insertInto('invoices')
      .values({
        user_id: editor.id,
        movie_id: movie.id,
        bill: `bill-delete-${movie.id}`,
        kind: 'rental',
        amount: 5000,
        status: 'open',
        order_key: `order-delete-${movie.id}`,
        created_at: iso(now),
        expires_at: iso(now + 90_000),
      })
      .execute();
    const body = { version: movie.version, reason: 'Эрх дууссан' };
    const pending = await deleteTitle(movie.id, body);
    expect(pending.status).toBe(409);
    expect(pending.json).toMatchObject({ msg: removalTexts.paymentPending });
    expect(await versionOf('media', movie.id)).toBe(movie.version);
    expect(await auditOf('title', movie.id)).toEqual([]);

    // Past the QR's life and the time a late payment takes to be confirmed, the title may go.
    t.clock.advance(HOUR);
    editor = await createStaff(t, ['editor']);
    const gone = await deleteTitle(movie.id, body);
    expect(gone.status, JSON.stringify(gone.json)).toBe(200);
  });

  it('deletes a movie with its audit record, and the viewer no longer finds it', async () => {
    const movie = await newestMovie();
    const now = iso(t.clock.now());
    await t.db
      .insertInto('history')
      .values({
        user_id: editor.id,
        media_id: movie.id,
        episode_id: null,
        position_sec: 30,
        duration_sec: 600,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const detailPath = buildPath(paths.animeDetail.path, { id: movie.id, userId: 0 });
    expect((await call(t.app, 'GET', detailPath)).status).toBe(200);

    const res = await deleteTitle(movie.id, { version: movie.version, reason: 'Гэрээ дууссан' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ data: { id: movie.id } });
    const [audit, ...more] = await auditOf('title', movie.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ user_id: editor.id });
    expect(JSON.parse(audit!.after_json!)).toEqual({ reason: 'Гэрээ дууссан' });
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ id: movie.id, title: movie.title });

    const detail = await call(t.app, 'GET', detailPath);
    expect(detail.status).toBe(404);
    expect(detail.json).toMatchObject({ msg: extra.notFound });
    const latest = await call(t.app, 'GET', paths.latestMovies.path);
    expect((latest.json as { data: { id: number }[] }).data.map((m) => m.id)).not.toContain(
      movie.id,
    );
    const history = await call(t.app, 'GET', buildPath(paths.history.path, { userId: editor.id }), {
      token: editor.viewerToken,
    });
    expect(history.status).toBe(200);
    // Deleted twice: the second finds nothing.
    const again = await deleteTitle(movie.id, { version: movie.version, reason: 'Гэрээ дууссан' });
    expect(again.status).toBe(404);
  });

  it('deletes an episode with its audit record; its viewer read is 404', async () => {
    const episode = await t.db
      .selectFrom('episodes')
      .select(['id', 'version', 'media_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const episodePath = buildPath(paths.episode.path, { id: episode.id });
    expect((await call(t.app, 'GET', episodePath)).status).toBe(200);
    const res = await callStudio(t, 'studioEpisodeDelete', {
      token: editor.token,
      params: { id: episode.id },
      body: { version: episode.version, reason: 'Буруу файл' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [audit] = await auditOf('episode', episode.id);
    expect(JSON.parse(audit!.after_json!)).toEqual({ reason: 'Буруу файл' });
    const read = await call(t.app, 'GET', episodePath);
    expect(read.status).toBe(404);
    expect(read.json).toMatchObject({ msg: extra.notFound });
    const series = await call(
      t.app,
      'GET',
      buildPath(paths.animeDetail.path, { id: episode.media_id, userId: 0 }),
    );
    expect(series.status).toBe(200);
  });

  it('refuses a viewer and a moderator', async () => {
    const movie = await newestMovie();
    const moderator = await createStaff(t, ['moderator']);
    const res = await callStudio(t, 'studioTitleDelete', {
      token: moderator.token,
      params: { id: movie.id },
      body: { version: movie.version, reason: 'Туршилт' },
    });
    expect(res.status).toBe(403);
    expect(await versionOf('media', movie.id)).toBe(movie.version);
  });
});
