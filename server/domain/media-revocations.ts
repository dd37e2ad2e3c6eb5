import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CLOCK_SKEW_MS, paidFolderOf } from './media-signing';
import type { MediaGrant } from './media-signing';

/*
 * Signed media URLs that stop before their expiry (docs/decisions/064-studio-accounts.md). A URL
 * names its user, title folder and expiry only (media-signing.ts), so ending access early (a
 * cancelled rental) records "every URL of this user and folder expiring at or before
 * `until_exp`": the latest expiry any URL signed until now could carry (now + TTL, plus the
 * clock skew instances may have). URLs signed after that expire later and still work, so a new
 * rental plays. The media check asks this table, each answer kept REVOCATION_CHECK_MS per
 * instance, so a revoked URL stops within that time on every instance.
 */

/** How long an instance keeps a "not revoked" answer: the issue allows a minute. */
export const REVOCATION_CHECK_MS = 15_000;

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The paid folders a movie's files are served from (video, dubs, subtitles). */
export async function movieFolders(db: Kysely<Database>, movieId: number): Promise<string[]> {
  const [movie, tracks, subtitles] = await Promise.all([
    db
      .selectFrom('movies')
      .select(['vid1', 'vid2', 'vid3', 'audio'])
      .where('media_id', '=', movieId)
      .executeTakeFirst(),
    db
      .selectFrom('tracks')
      .select('url')
      .where('owner_type', '=', 'movie')
      .where('owner_id', '=', movieId)
      .execute(),
    db
      .selectFrom('subtitles')
      .select('url')
      .where('owner_type', '=', 'movie')
      .where('owner_id', '=', movieId)
      .execute(),
  ]);
  const stored = [
    movie?.vid1,
    movie?.vid2,
    movie?.vid3,
    movie?.audio,
    ...tracks.map((r) => r.url),
    ...subtitles.map((r) => r.url),
  ];
  const folders = stored.flatMap((p) => (p ? [paidFolderOf(p)] : []));
  return [...new Set(folders.filter((f): f is string => f !== null))];
}

/** Inside the change's transaction: every URL of the user's folders signed until now stops. */
export async function revokeMediaUrls(
  trx: Kysely<Database>,
  revoke: { userId: number; folders: string[]; now: number; ttlMs: number },
): Promise<void> {
  // Rows whose URLs have all expired anyway answer nothing any more.
  await trx.deleteFrom('media_revocations').where('until_exp', '<', seconds(revoke.now)).execute();
  if (revoke.folders.length === 0) return;
  const untilExp = seconds(revoke.now + revoke.ttlMs + CLOCK_SKEW_MS);
  await trx
    .insertInto('media_revocations')
    .values(
      revoke.folders.map((folder) => ({
        user_id: revoke.userId,
        folder,
        until_exp: untilExp,
        created_at: new Date(revoke.now).toISOString(),
      })),
    )
    .execute();
}

/** Whether a well-signed, unexpired URL was revoked since it was signed. */
export async function isRevoked(db: Kysely<Database>, grant: MediaGrant): Promise<boolean> {
  const row = await db
    .selectFrom('media_revocations')
    .select('id')
    .where('user_id', '=', grant.userId)
    .where('folder', '=', grant.folder)
    .where('until_exp', '>=', grant.exp)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
