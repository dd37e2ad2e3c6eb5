import fs from 'node:fs';
import { expect } from 'vitest';
import type { StudioDataOf } from '../../contract/studio/endpoints';
import { callStudio } from './studio-helpers';
import type { TestApp } from './test-app';

/*
 * What the ingest tests do alike through the studio's own endpoints: a tus upload of a file
 * made on disk, the upload as the studio lists it, and a wait until its ingest reaches a state.
 */

export type Upload = StudioDataOf<'studioUploads'>['uploads'][number];

function metadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** Uploads `file` in one tus PATCH as the staff member `token`; resolves to its tus id. */
export async function tusUpload(
  t: TestApp,
  token: string,
  file: string,
  fields: Record<string, string>,
): Promise<string> {
  const body = new Uint8Array(fs.readFileSync(file));
  const headers = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` };
  const created = await t.app.request('/api/studio/uploads', {
    method: 'POST',
    headers: {
      ...headers,
      'Upload-Length': String(body.length),
      'Upload-Metadata': metadata(fields),
    },
  });
  expect(created.status).toBe(201);
  const url = created.headers.get('location')!;
  const patched = await t.app.request(url, {
    method: 'PATCH',
    headers: {
      ...headers,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    body,
  });
  expect(patched.status).toBe(204);
  return url.split('/').at(-1)!;
}

/** The upload as the studio's list of its owner's uploads shows it. */
export async function listedUpload(
  t: TestApp,
  token: string,
  tusId: string,
): Promise<Upload | undefined> {
  const row = await t.db
    .selectFrom('media_uploads')
    .select(['owner_type', 'owner_id'])
    .where('tus_id', '=', tusId)
    .executeTakeFirstOrThrow();
  const res = await callStudio(t, 'studioUploads', {
    token,
    query: { owner_type: row.owner_type, owner_id: String(row.owner_id) },
  });
  const data = (res.json as { data: StudioDataOf<'studioUploads'> }).data;
  return data.uploads.find((u) => u.tus_id === tusId);
}

/** Waits until the upload's ingest is in `state`; a failed job ends the wait at once. */
export async function untilIngest(
  t: TestApp,
  token: string,
  tusId: string,
  state: string,
  timeout: number,
): Promise<Upload> {
  let last: Upload | undefined;
  await expect
    .poll(
      async () => {
        last = await listedUpload(t, token, tusId);
        if (last?.ingest?.job?.state === 'failed') throw new Error(last.ingest.error ?? 'failed');
        return last?.ingest?.state;
      },
      { timeout, interval: 200 },
    )
    .toBe(state);
  return last!;
}

/** The id of a demo episode that has a video: a free one or a paid one. */
export async function episodeWithVideo(t: TestApp, free: boolean): Promise<number> {
  const { id } = await t.db
    .selectFrom('episodes')
    .select('id')
    .where('is_free', '=', free ? 1 : 0)
    .where('vid1', 'is not', null)
    .executeTakeFirstOrThrow();
  return id;
}
