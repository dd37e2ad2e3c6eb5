import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../contract/endpoints/auth';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { callEndpoint } from './auth-helpers';
import { expectData, expectError, expectResponse } from './contract-check';
import { createSignedInUser } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/* Running at scale: avatars and media leave this server for MEDIA_BASE_URL, files for UPLOADS_DIR. */

const CDN = 'https://cdn.example.mn';
const GIF = await sharp({
  create: { width: 4, height: 4, channels: 3, background: '#c00' },
})
  .gif()
  .toBuffer();

let t: TestApp;
let uploadsDir: string;
let token: string;
let userId: number;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'btv-shared-uploads-'));
  t = await createTestApp({ MEDIA_BASE_URL: `${CDN}/`, UPLOADS_DIR: uploadsDir });
  ({ id: userId, token } = await createSignedInUser(t));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

async function uploadGif(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([GIF], { type: 'image/gif' }), 'me.gif');
  const res = await t.app.request(paths.upload.path, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = expectResponse('upload', { status: res.status, json: await res.json() });
  return data!.url;
}

const update = (avatar: string) =>
  callEndpoint(
    t,
    'profileUpdate',
    {},
    { token, body: { user_id: userId, last_name: 'Б', first_name: 'С', avatar } },
  );

describe('MEDIA_BASE_URL and UPLOADS_DIR', () => {
  it('stores an upload in the shared folder and answers its CDN address', async () => {
    const url = await uploadGif();
    expect(url).toMatch(new RegExp(`^${CDN}/uploads/avatars/[0-9a-f]{32}\\.webp$`));
    const file = path.join(uploadsDir, url.slice(`${CDN}/uploads/`.length));
    const stored = await sharp(fs.readFileSync(file)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 4, 4]);
  });

  it('keeps the site path in the database when the form sends the CDN address back', async () => {
    const url = await uploadGif();
    const user = expectData('profileUpdate', await update(url));
    expect(user.avatar).toBe(url);
    const row = await t.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.avatar).toBe(url.slice(CDN.length));
    const me = expectData('me', await callEndpoint(t, 'me', { userId }, { token }));
    expect(me.avatar).toBe(url);
  });

  it('refuses an avatar on any other origin and keeps the old one', async () => {
    const before = await t.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expectError(
      await update('https://evil.example.com/uploads/avatars/x.png'),
      422,
      authMessages.avatarInvalid,
    );
    expectError(
      await update('javascript:alert(1)//uploads/avatars/x.png'),
      400,
      authMessages.avatarInvalid,
    );
    const after = await t.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(after.avatar).toBe(before.avatar);
  });

  it('points comment avatars at the CDN too, artwork stays on this server', async () => {
    const comment = await t.db
      .selectFrom('comments')
      .select(['episode_id', 'user_id'])
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ avatar: '/uploads/avatars/abc.png' })
      .where('id', '=', comment.user_id)
      .execute();
    const res = await call(
      t.app,
      'GET',
      buildPath(paths.comments.path, { episodeId: comment.episode_id, userId: 0 }),
      { query: { page: 1 } },
    );
    const data = expectData('comments', res);
    const avatars = data.data.filter((c) => c.user_id === comment.user_id).map((c) => c.avatar);
    expect(avatars).toContain(`${CDN}/uploads/avatars/abc.png`);
    const art = data.data.map((c) => c.avatar).filter((a) => a?.includes('/art/'));
    for (const a of art) expect(a).toMatch(/^\/art\//);
  });
});
