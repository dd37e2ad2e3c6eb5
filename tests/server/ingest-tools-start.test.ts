import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestStatusMessages } from '../../contract/studio/ingest-status-paths';
import { studioPaths } from '../../contract/studio/paths';
import { startServer } from '../../scripts/test-server.mjs';
import type { RunningServer } from '../../scripts/test-server.mjs';
import { createDb } from '../../server/db/client';
import type { Database } from '../../server/db/schema';
import { grantRole } from '../../server/domain/staff-roles';
import { registerViaApi, stepUpViaApi, unusedPhone } from '../e2e/session';

/*
 * Issue 33: "a server whose machine lacks them starts, says in one line that ingest is off and
 * why, and the studio shows it". The real compiled server, with a PATH that holds no ffmpeg.
 */

const emptyPath = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-no-ffmpeg-'));
let server: RunningServer | undefined;
let db: Kysely<Database> | undefined;

beforeAll(async () => {
  server = await startServer({ PATH: emptyPath, DATABASE_URL: '' });
  db = createDb({ dataDir: server.dataDir, databaseUrl: undefined });
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  fs.rmSync(emptyPath, { recursive: true, force: true });
}, 60_000);

function running(): { server: RunningServer; db: Kysely<Database> } {
  if (!server || !db) throw new Error('the server did not start');
  return { server, db };
}

async function data<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as { status: boolean; data: T; msg?: string };
  if (!response.ok || !body.status) throw new Error(`${what}: ${response.status} ${body.msg}`);
  return body.data;
}

/** An editor stepped up with the SMS code, as the studio app does. */
async function editorToken(): Promise<string> {
  const { server, db } = running();
  const phone = await unusedPhone(server.url);
  const user = await registerViaApi(server.url, phone, { first: 'Дүрс', last: 'Засварлагч' });
  await grantRole(db, { userId: user.id, role: 'editor', by: null, now: Date.now() });
  return stepUpViaApi(server.url, user);
}

describe('a server on a machine without ffmpeg', () => {
  it('starts and says in one line that ingest is off and why', () => {
    const said = running()
      .server.output()
      .split('\n')
      .filter((line) => line.includes('media ingest'));
    expect(said).toEqual([
      `media ingest off: no ffmpeg on PATH (${emptyPath}); install Debian's ffmpeg package`,
    ]);
  });

  it('tells an editor in the studio that ingest is off, in Mongolian', async () => {
    const { server } = running();
    const guest = await fetch(server.url + studioPaths.studioIngestStatus.path);
    expect(guest.status).toBe(401);
    const token = await editorToken();
    const status = await data<{ on: boolean; reason: string }>(
      await fetch(server.url + studioPaths.studioIngestStatus.path, {
        headers: { authorization: `Bearer ${token}` },
      }),
      'ingest status',
    );
    expect(status).toEqual({ on: false, reason: ingestStatusMessages.missingTool('ffmpeg') });
  }, 60_000);

  it('refuses an upload before a byte, with the same reason', async () => {
    const { server, db } = running();
    const token = await editorToken();
    const episode = await db.selectFrom('episodes').select('id').executeTakeFirstOrThrow();
    const meta = (value: string) => Buffer.from(value).toString('base64');
    const res = await fetch(server.url + studioPaths.studioUploadCreate.path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '1000',
        'Upload-Metadata': `owner_type ${meta('episode')},owner_id ${meta(String(episode.id))},kind ${meta('video')},filename ${meta('a.mp4')}`,
      },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: false,
      msg: ingestStatusMessages.missingTool('ffmpeg'),
    });
    const rows = await db.selectFrom('media_uploads').select('id').execute();
    expect(rows).toEqual([]);
  }, 60_000);
});
