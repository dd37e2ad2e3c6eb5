import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Kept free beyond every upload in flight: the database, logs and the transcoder's outputs share
 * the disk, and a full disk stops all of them, not just the upload.
 */
export const DISK_RESERVE_BYTES = 256 * 1024 ** 2;

/** Bytes still to come for every unfinished upload: promised space, not yet written. */
async function promisedBytes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('media_uploads')
    .select((eb) => eb.fn.sum<number | string | null>(eb('size', '-', eb.ref('offset'))).as('left'))
    .where('state', '=', 'uploading')
    .executeTakeFirst();
  return Number(row?.left ?? 0);
}

/** Would `size` more bytes fit on the disk of `dir`, with what is promised and the reserve? */
export async function fitsOnDisk(
  db: Kysely<Database>,
  dir: string,
  size: number,
): Promise<boolean> {
  await fs.mkdir(dir, { recursive: true });
  const stats = await fs.statfs(dir);
  const free = stats.bavail * stats.bsize;
  return size + (await promisedBytes(db)) + DISK_RESERVE_BYTES <= free;
}
