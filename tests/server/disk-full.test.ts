import fs from 'node:fs';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import type { Database } from '../../server/db/schema';
import { isStorageUnavailable } from '../../server/http/storage-errors';
import { createSeries, createSession, createUser } from '../factories';
import { freshPhone, login, sendRegisterSms } from './auth-helpers';
import { expectData, expectResponse } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { mountSmallFileSystem } from './small-file-system';
import type { SmallFileSystem } from './small-file-system';

/*
 * Issue 13 point 10: with the disk full every write, login included, answers 503 with
 * Retry-After and a Mongolian text, not a bare 500; once space is back it works again without a
 * restart.
 *
 * SQLite: `PRAGMA max_page_count` pinned at the file's size makes any new page fail with
 * SQLITE_FULL on the app's own connection. A small write can still fit in a page's free bytes
 * (as on a real full disk), so to make every write need a page each table gets a trigger that
 * stores one page-sized blob alongside. PostgreSQL: the same triggers raise disk_full (53100),
 * which is what PostgreSQL reports when it cannot extend a file.
 */

const base = inject('baseDb');
let t: TestApp | undefined;
let disk: SmallFileSystem | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  disk?.unmount();
  disk = undefined;
});

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const rows =
    base.kind === 'sqlite'
      ? await sql<{ name: string }>`
          SELECT t.name FROM sqlite_master AS t
          WHERE t.type = 'table' AND t.name NOT LIKE 'sqlite_%'
            -- SQLite allows no trigger on a virtual table (search's FTS5 index) or on the
            -- tables it keeps its data in; it writes those only when media is written.
            AND t.sql NOT LIKE 'CREATE VIRTUAL TABLE%'
            AND NOT EXISTS (
              SELECT 1 FROM sqlite_master AS v
              WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%'
                AND substr(t.name, 1, length(v.name) + 1) = v.name || '_'
            )`.execute(db)
      : await sql<{ name: string }>`
          SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db);
  return rows.rows.map((row) => row.name);
}

/** Fills the "disk": from now on every insert, update or delete needs space there is not. */
async function fillDisk(db: Kysely<Database>): Promise<() => Promise<void>> {
  const tables = await tableNames(db);
  const triggers: string[] = [];
  if (base.kind === 'sqlite') {
    await sql`CREATE TABLE disk_filler (bytes BLOB)`.execute(db);
    for (const table of tables) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        const name = `fill_${table}_${event.toLowerCase()}`;
        triggers.push(name);
        await sql
          .raw(
            `CREATE TRIGGER ${name} AFTER ${event} ON "${table}" ` +
              'BEGIN INSERT INTO disk_filler VALUES (zeroblob(8192)); END',
          )
          .execute(db);
      }
    }
    const { page_count } = (await sql<{ page_count: number }>`PRAGMA page_count`.execute(db))
      .rows[0]!;
    await sql.raw(`PRAGMA max_page_count = ${page_count}`).execute(db);
    return async () => {
      await sql.raw('PRAGMA max_page_count = 1073741823').execute(db);
      for (const name of triggers) await sql.raw(`DROP TRIGGER ${name}`).execute(db);
    };
  }
  await sql`
    CREATE FUNCTION raise_disk_full() RETURNS trigger AS $$
    BEGIN
      RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full';
    END $$ LANGUAGE plpgsql`.execute(db);
  for (const table of tables) {
    await sql
      .raw(
        `CREATE TRIGGER fill_${table} BEFORE INSERT OR UPDATE OR DELETE ON "${table}" ` +
          'FOR EACH ROW EXECUTE FUNCTION raise_disk_full()',
      )
      .execute(db);
  }
  return async () => {
    await sql`DROP FUNCTION raise_disk_full() CASCADE`.execute(db);
  };
}

function expectUnavailable(res: { status: number; json: unknown; headers: Headers }, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.json)}`).toBe(503);
  expect(res.json, what).toEqual({ status: false, msg: extra.storageUnavailable });
  expect(Number(res.headers.get('retry-after')), what).toBeGreaterThan(0);
}

describe('a full disk', () => {
  it('answers every write, login included, with 503, Retry-After and a Mongolian text', async () => {
    t = await createTestApp();
    const app = t.app;
    const viewer = await createUser(t, { pin: '4826' });
    const { id: userId } = viewer;
    const token = await createSession(t, userId);
    const episode = await t.db
      .selectFrom('episodes')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const media = await t.db
      .selectFrom('media')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const restore = await fillDisk(t.db);

    const writes: [string, () => ReturnType<typeof call>][] = [
      ['login', () => login(t!, viewer.phone, '4826')],
      ['register SMS', () => sendRegisterSms(t!, freshPhone())],
      [
        'comment',
        () =>
          call(app, 'POST', paths.commentPost.path, {
            token,
            body: { episode_id: episode.id, user_id: userId, body: 'Диск дүүрсэн үед' },
          }),
      ],
      [
        'like',
        () =>
          call(
            app,
            'GET',
            buildPath(paths.mediaStatus.path, {
              mediaId: media.id,
              userId,
              action: 'like',
              value: '1',
            }),
            { token },
          ),
      ],
      [
        'contact',
        () =>
          call(app, 'POST', paths.contact.path, {
            body: { name: 'Болд', phone: '99112233', body: 'Сайн байна уу?' },
          }),
      ],
      ['logout', () => call(app, 'POST', paths.logout.path, { token })],
    ];
    for (const [what, write] of writes) expectUnavailable(await write(), what);

    // Reads still work, and nothing was half-written.
    const me = await call(app, 'GET', buildPath(paths.me.path, { userId }), { token });
    expect(me.status).toBe(200);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('user_id')
      .where('user_id', '=', userId)
      .execute();
    expect(sessions).toHaveLength(1);

    // Space is back: the same login goes through, no restart needed.
    await restore();
    expectData('login', await login(t, viewer.phone, '4826'));
  });
});

/*
 * Issue 27 point 7: on a real full file system SQLite runs out of space at COMMIT (WAL mode
 * writes the transaction's pages there), rolls the transaction back by itself, and Kysely's
 * ROLLBACK after it failed with "cannot rollback - no transaction is active", which replaced
 * the SQLITE_FULL: comments and likes answered 500. PostgreSQL keeps a failed transaction open
 * until ROLLBACK, so the triggers above show the same writes there.
 */
describe.runIf(base.kind === 'sqlite')('a real full file system', () => {
  it('answers a comment and a like (transactional writes) with 503, and takes them once space is back', async () => {
    // Room for the copied database and little more; fill() takes the rest before the writes.
    const databaseBytes = base.kind === 'sqlite' ? fs.statSync(base.file).size : 0;
    disk = mountSmallFileSystem(databaseBytes + 8 * 1024 * 1024);
    t = await createTestApp({}, { dataDirIn: disk.dir });
    const app = t.app;
    const viewer = await createUser(t);
    const token = await createSession(t, viewer.id);
    const series = await createSeries(t, { episodes: 1 });
    const episode = series.episodes[0]!;
    const comment = () =>
      call(app, 'POST', paths.commentPost.path, {
        token,
        body: { episode_id: episode.id, user_id: viewer.id, body: 'Диск дүүрсэн үед' },
      });
    const like = () =>
      call(
        app,
        'GET',
        buildPath(paths.mediaStatus.path, {
          mediaId: series.id,
          userId: viewer.id,
          action: 'like',
          value: '1',
        }),
        { token },
      );
    // Everything written so far moves into the database file and the WAL starts empty, so the
    // next transaction needs new blocks for its pages.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(t.db);
    disk.fill();

    expectUnavailable(await comment(), 'comment');
    expectUnavailable(await like(), 'like');
    const counts = () =>
      Promise.all([
        t!.db.selectFrom('comments').select('id').where('episode_id', '=', episode.id).execute(),
        t!.db.selectFrom('media').select('like_count').where('id', '=', series.id).execute(),
      ]);
    const [commentsWhileFull, [mediaWhileFull]] = await counts();
    expect(commentsWhileFull).toHaveLength(0);
    expect(mediaWhileFull?.like_count).toBe(0);

    disk.free();
    expectResponse('commentPost', await comment());
    expectData('mediaStatus', await like());
    const [commentsAfter, [mediaAfter]] = await counts();
    expect(commentsAfter).toHaveLength(1);
    expect(mediaAfter?.like_count).toBe(1);
  });
});

describe('isStorageUnavailable', () => {
  it('knows SQLite, PostgreSQL and file-system out-of-space errors, and nothing else', () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'SQLITE_IOERR', 'ENOSPC', '53100']) {
      expect(isStorageUnavailable(coded(code)), code).toBe(true);
    }
    expect(isStorageUnavailable(new Error('x', { cause: coded('53300') }))).toBe(true);
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', '23505', 'ENOENT', 'SQLITE_BUSY']) {
      expect(isStorageUnavailable(coded(code)), code).toBe(false);
    }
    expect(isStorageUnavailable(new Error('plain'))).toBe(false);
    expect(isStorageUnavailable(undefined)).toBe(false);
  });
});
