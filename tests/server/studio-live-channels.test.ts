import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChannelMessages, spec } from '../../contract/messages';
import { buildPath } from '../../contract/route';
import { paths } from '../../contract/paths';
import { liveStudioMessages } from '../../contract/studio/live-values';
import { createMovie, createSignedInUser } from '../factories';
import { callStudio, createStaff, type StaffMember } from './studio-helpers';
import { call, createTestApp, type TestApp } from './test-app';

/*
 * The live room makes channels (issue 28): a new one by its name, free or for paid days, or a
 * live title of the catalogue that is not a channel yet. A new channel is on the site at once:
 * a viewer's status call knows it (idle, nothing on air), and a paid one refuses a viewer
 * without days as an episode would.
 */

type Fields = { fields: Record<string, string> };

/** A viewer's call to a channel: its status or its manifest. */
const asViewer = (
  t: TestApp,
  route: 'liveStatus' | 'liveChannelManifest',
  channel: number,
  token: string,
) => call(t.app, 'GET', buildPath(paths[route].path, { channel }), { token });
type Channel = { id: number; title: string; is_free: boolean; state: string; key_hint: null };

describe('channels made in the live room', () => {
  let t: TestApp;
  let editor: StaffMember;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createStaff(t, ['editor']);
  });
  afterAll(() => t.close());

  const create = (body: unknown) =>
    callStudio(t, 'studioLiveChannelCreate', { token: editor.token, body });
  const candidates = async () =>
    (
      (await callStudio(t, 'studioLiveCandidates', { token: editor.token })).json as {
        data: { id: number; title: string }[];
      }
    ).data;

  it('makes a new free channel by name: published, idle, listed, audited', async () => {
    const made = await create({ title: '  Эдийн засгийн цаг  ', is_free: true });
    expect(made.status).toBe(201);
    const channel = (made.json as { msg: string; data: Channel }).data;
    expect((made.json as { msg: string }).msg).toBe(liveStudioMessages.created);
    expect(channel).toMatchObject({
      title: 'Эдийн засгийн цаг',
      is_free: true,
      state: 'idle',
      key_hint: null,
    });
    const media = await t.db
      .selectFrom('media')
      .select(['kind', 'publish_state', 'status'])
      .where('id', '=', channel.id)
      .executeTakeFirstOrThrow();
    expect(media).toEqual({ kind: 'live', publish_state: 'published', status: 'airing' });
    const list = await callStudio(t, 'studioLiveChannels', { token: editor.token });
    expect((list.json as { data: Channel[] }).data.map((c) => c.id)).toContain(channel.id);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'live_channel')
      .where('entity_id', '=', String(channel.id))
      .execute();
    expect(audit).toEqual([{ action: 'create', user_id: editor.id }]);

    const viewer = await createSignedInUser(t);
    const status = await asViewer(t, 'liveStatus', channel.id, viewer.token);
    expect(status.status).toBe(200);
    expect((status.json as { state: string }).state).toBe('idle');
    // Free: the viewer may watch; nothing is on air yet.
    const manifest = await asViewer(t, 'liveChannelManifest', channel.id, viewer.token);
    expect(manifest.status).toBe(404);
    expect(JSON.stringify(manifest.json)).toContain(liveChannelMessages.offAir);
  });

  it('makes a paid channel: a viewer without paid days is refused its manifest', async () => {
    const made = await create({ title: 'Гишүүдийн суваг', is_free: false });
    const channel = (made.json as { data: Channel }).data;
    expect(channel.is_free).toBe(false);
    const viewer = await createSignedInUser(t);
    const manifest = await asViewer(t, 'liveChannelManifest', channel.id, viewer.token);
    expect(manifest.status).toBe(403);
    expect(JSON.stringify(manifest.json)).toContain(spec.extendToWatch);
  });

  it('makes a live title of the catalogue a channel once, and it leaves the candidates', async () => {
    const liveTitle = await createMovie(t, { kind: 'live', title: 'Хуучин шууд гарчиг' });
    expect((await candidates()).map((c) => c.id)).toContain(liveTitle);
    const made = await create({ media_id: liveTitle });
    expect(made.status).toBe(201);
    expect((await candidates()).map((c) => c.id)).not.toContain(liveTitle);
    const again = await create({ media_id: liveTitle });
    expect(again.status).toBe(409);
  });

  it('refuses a form without a name or a title, with both, or with a blank name; changes nothing', async () => {
    const before = await t.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const liveTitle = await createMovie(t, { kind: 'live' });
    const counted = Number(before.n) + 1;
    for (const [body, field, text] of [
      [{}, 'title', liveStudioMessages.nameOrTitle],
      [{ is_free: false }, 'title', liveStudioMessages.nameOrTitle],
      [{ media_id: liveTitle, title: 'Хоёул' }, 'media_id', liveStudioMessages.nameOrTitle],
      [{ title: '   ' }, 'title', 'Энэ талбарыг бөглөнө үү!'],
      [{ title: 'я'.repeat(201) }, 'title', '200 тэмдэгтээс ихгүй байна!'],
      [{ title: 'Суваг', is_free: 'тийм' }, 'is_free', 'Тийм эсвэл үгүй гэж сонгоно уу!'],
      [{ media_id: 'abc' }, 'media_id', undefined],
    ] as const) {
      const refused = await create(body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      const fields = (refused.json as Fields).fields;
      expect(fields[field], JSON.stringify(body)).toBe(text ?? fields[field]);
      expect(typeof fields[field]).toBe('string');
    }
    const after = await t.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(counted);
  });

  it('is the editors’ room: a viewer or a finance member is refused', async () => {
    const viewer = await createSignedInUser(t);
    const byViewer = await callStudio(t, 'studioLiveChannelCreate', {
      token: viewer.token,
      body: { title: 'Суваг' },
    });
    expect([401, 403]).toContain(byViewer.status);
    const finance = await createStaff(t, ['finance']);
    const asFinance = await callStudio(t, 'studioLiveCandidates', { token: finance.token });
    expect(asFinance.status).toBe(403);
  });

  it('renames a channel and makes it paid, naming the version; a stale save changes nothing', async () => {
    const made = await callStudio(t, 'studioLiveChannelCreate', {
      token: editor.token,
      body: { title: 'Өглөөний суваг', is_free: true },
    });
    const channel = (made.json as { data: Channel & { version: number } }).data;
    const save = (body: unknown) =>
      callStudio(t, 'studioLiveChannelUpdate', {
        token: editor.token,
        params: { id: channel.id },
        body,
      });
    const saved = await save({ title: 'Оройн суваг', is_free: false, version: channel.version });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const read = await callStudio(t, 'studioLiveChannel', {
      token: editor.token,
      params: { id: channel.id },
    });
    expect((read.json as { data: Channel }).data).toMatchObject({
      title: 'Оройн суваг',
      is_free: false,
    });
    // Paid now: a viewer without paid days is refused, as for an episode.
    const viewer = await createSignedInUser(t);
    const manifest = await asViewer(t, 'liveChannelManifest', channel.id, viewer.token);
    expect(manifest.status).toBe(403);

    const stale = await save({ title: 'Хуучин нэр', is_free: true, version: channel.version });
    expect(stale.status).toBe(409);
    expect((stale.json as { current: Channel }).current.title).toBe('Оройн суваг');
    const blank = await save({ title: ' ', is_free: true, version: channel.version + 1 });
    expect(blank.status).toBe(422);
    expect((blank.json as Fields).fields.title).toBe('Энэ талбарыг бөглөнө үү!');
    const media = await t.db
      .selectFrom('media')
      .select(['title', 'search_text'])
      .where('id', '=', channel.id)
      .executeTakeFirstOrThrow();
    expect(media.title).toBe('Оройн суваг');
    expect(media.search_text).toContain('оройн суваг');
    const missing = await callStudio(t, 'studioLiveChannelUpdate', {
      token: editor.token,
      params: { id: 2_000_000_000 },
      body: { title: 'Алга', is_free: true, version: 1 },
    });
    expect(missing.status).toBe(404);
  });
});
