import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../contract/studio/ingest-paths';
import { sweepAbandonedUploads } from '../../server/ingest/upload-expiry';
import { uploadStore } from '../../server/ingest/upload-server';
import { createSignedInUser } from '../factories';
import { callStudio, createStaff } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The tus endpoint (decision 060), driven with raw tus requests as tus-js-client sends them:
 * creation, offset, data from the acknowledged offset, termination, and the refusals, each
 * answered in the studio's envelope and leaving nothing behind.
 */

const TUS = '/api/studio/uploads';

function metadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

async function tus(
  t: TestApp,
  method: string,
  url: string,
  token: string | null,
  headers: Record<string, string> = {},
  body?: Uint8Array<ArrayBuffer>,
) {
  const res = await t.app.request(url, {
    method,
    headers: {
      'Tus-Resumable': '1.0.0',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body ? { body } : {}),
  });
  const text = method === 'HEAD' ? '' : await res.text();
  let msg: string | undefined;
  try {
    msg = (JSON.parse(text) as { msg?: string }).msg;
  } catch {
    msg = undefined;
  }
  return { status: res.status, headers: res.headers, msg };
}

function bytes(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed) & 0xff;
  return out;
}

describe('resumable upload over tus', () => {
  let t: TestApp;
  let editor: string;
  let editorId: number;
  let episodeId: number;
  let movieId: number;
  let trackId: number;
  let dir: string;

  const create = (size: number, fields: Record<string, string>, token: string | null = editor) =>
    tus(t, 'POST', TUS, token, {
      'Upload-Length': String(size),
      'Upload-Metadata': metadata(fields),
    });
  const forEpisode = (extra: Record<string, string> = {}) => ({
    owner_type: 'episode',
    owner_id: String(episodeId),
    kind: 'video',
    filename: 'анги-1.mp4',
    ...extra,
  });
  const patch = (url: string, offset: number, chunk: Uint8Array<ArrayBuffer>, token = editor) =>
    tus(
      t,
      'PATCH',
      url,
      token,
      { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      chunk,
    );
  const rowOf = (url: string) =>
    t.db
      .selectFrom('media_uploads')
      .selectAll()
      .where('tus_id', '=', url.split('/').pop()!)
      .executeTakeFirstOrThrow();
  const filesIn = () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024 * 1024) });
    const staff = await createStaff(t, ['editor']);
    editor = staff.token;
    editorId = staff.id;
    dir = t.config.ingestUploadsDir;
    episodeId = (await t.db.selectFrom('episodes').select('id').executeTakeFirstOrThrow()).id;
    movieId = (
      await t.db
        .selectFrom('media')
        .select('id')
        .where('kind', '=', 'movie')
        .executeTakeFirstOrThrow()
    ).id;
    trackId = (await t.db.selectFrom('podcast_tracks').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('creates, reports the offset, resumes from the acknowledged byte and finishes', async () => {
    const source = bytes(300_000);
    const created = await create(source.length, forEpisode());
    expect(created.status).toBe(201);
    const url = created.headers.get('location')!;
    expect(url).toMatch(/^\/api\/studio\/uploads\/[0-9a-f]{32}$/);
    expect(await rowOf(url)).toMatchObject({
      owner_type: 'episode',
      owner_id: episodeId,
      kind: 'video',
      language: null,
      file_name: 'анги-1.mp4',
      size: source.length,
      offset: 0,
      state: 'uploading',
      created_by: editorId,
    });

    const first = await patch(url, 0, source.subarray(0, 100_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('100000');
    expect((await rowOf(url)).offset).toBe(100_000);

    // The network dropped: the client asks where to continue.
    const head = await tus(t, 'HEAD', url, editor);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('100000');
    expect(head.headers.get('upload-length')).toBe(String(source.length));
    expect(head.headers.get('cache-control')).toContain('no-store');

    // Bytes from an offset the server does not hold are refused, nothing written.
    const stale = await patch(url, 0, source.subarray(0, 1000));
    expect(stale.status).toBe(409);
    expect(stale.msg).toBe(uploadMessages.offsetMismatch);

    const rest = await patch(url, 100_000, source.subarray(100_000));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(source.length));
    const row = await rowOf(url);
    expect(row).toMatchObject({ state: 'uploaded', offset: source.length });
    const file = path.join(dir, row.tus_id);
    expect(Buffer.compare(fs.readFileSync(file), Buffer.from(source))).toBe(0);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'media_upload')
      .where('entity_id', '=', String(row.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'create', user_id: editorId },
      { action: 'upload', user_id: editorId },
    ]);

    // A finished upload stays: cancelling it is refused.
    const cancel = await tus(t, 'DELETE', url, editor);
    expect(cancel.status).toBe(400);
    expect(cancel.msg).toBe(uploadMessages.finished);
    expect(fs.existsSync(file)).toBe(true);

    const listed = await callStudio(t, 'studioUploads', {
      token: editor,
      query: { owner_type: 'episode', owner_id: episodeId },
    });
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({
      data: {
        max_bytes: 64 * 1024 * 1024,
        uploads: expect.arrayContaining([
          expect.objectContaining({ tus_id: row.tus_id, state: 'uploaded', size: source.length }),
        ]),
      },
    });
  });

  it('takes a dub with its language for a movie, and audio for a podcast track', async () => {
    const dub = await create(10, {
      owner_type: 'movie',
      owner_id: String(movieId),
      kind: 'dub',
      language: 'en',
      filename: 'english.m4a',
    });
    expect(dub.status).toBe(201);
    expect(await rowOf(dub.headers.get('location')!)).toMatchObject({
      kind: 'dub',
      language: 'en',
    });
    const audio = await create(10, {
      owner_type: 'track',
      owner_id: String(trackId),
      kind: 'audio',
    });
    expect(audio.status).toBe(201);
  });

  it('cancels an unfinished upload: the partial file is deleted and the upload is gone', async () => {
    const created = await create(5000, forEpisode());
    const url = created.headers.get('location')!;
    expect((await patch(url, 0, bytes(2000))).status).toBe(204);
    const tusId = url.split('/').pop()!;
    expect(filesIn()).toContain(tusId);

    const cancel = await tus(t, 'DELETE', url, editor);
    expect(cancel.status).toBe(204);
    expect(filesIn()).not.toContain(tusId);
    expect(filesIn()).not.toContain(`${tusId}.json`);
    expect((await rowOf(url)).state).toBe('cancelled');
    expect((await tus(t, 'HEAD', url, editor)).status).toBe(404);
    const more = await patch(url, 2000, bytes(10));
    expect(more.status).toBe(404);
    expect(more.msg).toBe(uploadMessages.notFound);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'media_upload')
      .where('entity_id', '=', String((await rowOf(url)).id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'cancel']);
  });

  it('refuses a file over UPLOAD_MAX_BYTES before any byte, in Mongolian', async () => {
    const before = filesIn();
    const rows = await t.db.selectFrom('media_uploads').select('id').execute();
    const big = await create(64 * 1024 * 1024 + 1, forEpisode());
    expect(big.status).toBe(413);
    expect(big.msg).toBe(uploadMessages.tooLarge(64 * 1024 * 1024));
    expect(big.msg).toContain('64 MB');
    expect(filesIn()).toEqual(before);
    expect(await t.db.selectFrom('media_uploads').select('id').execute()).toEqual(rows);
  });

  it('refuses hostile or wrong metadata with a Mongolian message and creates nothing', async () => {
    const before = filesIn();
    const rows = await t.db.selectFrom('media_uploads').select('id').execute();
    const cases: [Record<string, string>, string][] = [
      [{ 'Upload-Metadata': 'owner_type !!!notbase64' }, uploadMessages.badRequest],
      [{ 'Upload-Metadata': 'a YQ==,a YQ==' }, uploadMessages.badRequest],
      [{ 'Upload-Metadata': `k ${'A'.repeat(20_000)}` }, uploadMessages.unknownOwner],
      [
        { 'Upload-Metadata': metadata(forEpisode({ owner_type: 'series' })) },
        uploadMessages.unknownOwner,
      ],
      [
        { 'Upload-Metadata': metadata(forEpisode({ owner_id: '99999999' })) },
        uploadMessages.unknownOwner,
      ],
      [
        { 'Upload-Metadata': metadata(forEpisode({ owner_id: '1e3' })) },
        uploadMessages.unknownOwner,
      ],
      [
        { 'Upload-Metadata': metadata(forEpisode({ owner_id: "1' OR 1=1" })) },
        uploadMessages.unknownOwner,
      ],
      [{ 'Upload-Metadata': metadata(forEpisode({ kind: 'audio' })) }, uploadMessages.unknownKind],
      [
        { 'Upload-Metadata': metadata(forEpisode({ kind: '__proto__' })) },
        uploadMessages.unknownKind,
      ],
      [{ 'Upload-Metadata': metadata(forEpisode({ kind: 'dub' })) }, uploadMessages.languageNeeded],
      [
        { 'Upload-Metadata': metadata(forEpisode({ kind: 'subtitle', language: '../x' })) },
        uploadMessages.languageNeeded,
      ],
    ];
    for (const [headers, msg] of cases) {
      const res = await tus(t, 'POST', TUS, editor, { 'Upload-Length': '100', ...headers });
      expect(res.status, JSON.stringify(headers).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.msg, JSON.stringify(headers).slice(0, 120)).toBe(msg);
    }
    const noLength = await tus(t, 'POST', TUS, editor, { 'Upload-Defer-Length': '1' });
    expect(noLength.msg).toBe(uploadMessages.sizeNeeded);
    const empty = await create(0, forEpisode());
    expect(empty.msg).toBe(uploadMessages.emptyFile);
    const concat = await tus(t, 'POST', TUS, editor, {
      'Upload-Concat': 'partial',
      'Upload-Length': '5',
    });
    expect(concat.status).toBe(400);
    const noTus = await t.app.request(TUS, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editor}`, 'Upload-Length': '5' },
    });
    expect(noTus.status).toBe(412);
    expect(((await noTus.json()) as { msg: string }).msg).toBe(uploadMessages.badRequest);
    expect(filesIn()).toEqual(before);
    expect(await t.db.selectFrom('media_uploads').select('id').execute()).toEqual(rows);
  });

  it('lets only editors and admins upload, and never streams a file back', async () => {
    const viewer = await createSignedInUser(t);
    const moderator = await createStaff(t, ['moderator']);
    expect((await create(10, forEpisode(), null)).status).toBe(401);
    expect((await create(10, forEpisode(), viewer.token)).status).toBe(403);
    const refused = await create(10, forEpisode(), moderator.token);
    expect(refused.status).toBe(403);
    expect(refused.msg).toMatch(/[А-Яа-яӨөҮү]/);

    const created = await create(4, forEpisode());
    const url = created.headers.get('location')!;
    expect((await patch(url, 0, bytes(4), moderator.token)).status).toBe(403);
    expect((await tus(t, 'DELETE', url, moderator.token)).status).toBe(403);
    expect((await patch(url, 0, bytes(4))).status).toBe(204);
    const get = await t.app.request(url, { headers: { Authorization: `Bearer ${editor}` } });
    expect(get.status).toBe(404);
    expect(Buffer.from(await get.arrayBuffer()).includes(Buffer.from(bytes(4)))).toBe(false);

    const admin = await createStaff(t, ['admin']);
    expect((await create(10, forEpisode(), admin.token)).status).toBe(201);
  });

  it('sweeps an upload no byte has reached for a day, and keeps a live one', async () => {
    const old = (await create(100, forEpisode())).headers.get('location')!;
    expect((await patch(old, 0, bytes(10))).status).toBe(204);
    t.clock.advance(23 * 3600 * 1000);
    // A studio session lasts 12 hours: a new day, a new sign-in.
    const later = (await createStaff(t, ['editor'])).token;
    const recent = (await create(100, forEpisode(), later)).headers.get('location')!;
    t.clock.advance(2 * 3600 * 1000);
    const swept = await sweepAbandonedUploads(t.deps, uploadStore(t.config));
    const oldId = old.split('/').pop()!;
    const recentId = recent.split('/').pop()!;
    expect(swept).toContain(oldId);
    expect(swept).not.toContain(recentId);
    expect(filesIn()).not.toContain(oldId);
    expect(filesIn()).toContain(recentId);
    expect((await rowOf(old)).state).toBe('cancelled');
    expect((await rowOf(recent)).state).toBe('uploading');
    expect((await tus(t, 'HEAD', old, later)).status).toBe(404);
  });
});

describe('a disk that cannot hold the file', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('is refused at creation with a Mongolian message, before any byte', async () => {
    // A petabyte limit, so only the free-disk check can refuse a petabyte file.
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(2 ** 50) });
    const editor = await createStaff(t, ['editor']);
    const episode = await t.db.selectFrom('episodes').select('id').executeTakeFirstOrThrow();
    const res = await t.app.request(TUS, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        Authorization: `Bearer ${editor.token}`,
        'Upload-Length': String(2 ** 50),
        'Upload-Metadata': metadata({
          owner_type: 'episode',
          owner_id: String(episode.id),
          kind: 'video',
        }),
      },
    });
    expect(res.status).toBe(507);
    expect(((await res.json()) as { msg: string }).msg).toBe(uploadMessages.diskFull);
    expect(await t.db.selectFrom('media_uploads').select('id').execute()).toEqual([]);
  });
});
