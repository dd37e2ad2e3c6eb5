import { randomBytes } from 'node:crypto';
import pg from 'pg';

/*
 * PostgreSQL side of the server test harness (TEST_DATABASE_URL, an admin URL). The template is
 * migrated and seeded once per run; every test app gets `CREATE DATABASE ... TEMPLATE`, the
 * PostgreSQL counterpart of copying the seeded SQLite file.
 */

/** What global-setup hands the test files: a seeded SQLite file or a PostgreSQL template. */
export type TestDatabase =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; adminUrl: string; template: string };

/** The same server and credentials, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Lower-case letters, digits and underscores only, so it never needs quoting. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(6).toString('hex')}`;
}

/** One statement on the admin database; CREATE/DROP DATABASE cannot run in a pool's transaction. */
export async function adminExecute(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PostgreSQL 15+ can copy a template's files instead of logging every page: half the time. */
const fileCopySupport = new Map<string, Promise<boolean>>();
async function supportsFileCopy(adminUrl: string): Promise<boolean> {
  let known = fileCopySupport.get(adminUrl);
  if (!known) {
    known = (async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ v: string }>('show server_version_num');
        return Number(rows[0]?.v) >= 150000;
      } finally {
        await client.end();
      }
    })();
    fileCopySupport.set(adminUrl, known);
  }
  return known;
}

/**
 * C collation from template0: text then sorts by code point like SQLite's default BINARY
 * collation, whatever locale the server was initialised with. The character classes are
 * C.UTF-8's, so pg_trgm sees Cyrillic letters (under C it drops them; search.test.ts checks).
 */
export async function createDatabase(adminUrl: string, name: string, template?: string) {
  const strategy = template && (await supportsFileCopy(adminUrl)) ? ' strategy file_copy' : '';
  return adminExecute(
    adminUrl,
    template
      ? `create database ${name} template ${template}${strategy}`
      : `create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`,
  );
}

export function dropDatabase(adminUrl: string, name: string) {
  return adminExecute(adminUrl, `drop database if exists ${name}`);
}
