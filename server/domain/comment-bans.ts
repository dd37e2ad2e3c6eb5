import type { Kysely } from 'kysely';
import { socialMessages } from '../../contract/messages';
import type { Database } from '../db/schema';
import { DomainError } from './domain-error';

/*
 * A user a moderator stopped from commenting (docs/decisions/063-moderation.md): until the time
 * named, the viewer's comment post is refused with the time (Ulaanbaatar's, as the viewer reads
 * it) and the reason.
 */

/** Mongolia keeps UTC+8 all year. */
const UB_OFFSET_MS = 8 * 3_600_000;

/** '2026-12-01 14:30' in Ulaanbaatar time. */
export function ubMinute(iso: string): string {
  return new Date(Date.parse(iso) + UB_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Refuses a comment by a user whose stop has not ended yet. */
export async function assertMayComment(
  db: Kysely<Database>,
  now: number,
  userId: number,
): Promise<void> {
  const ban = await db
    .selectFrom('comment_bans')
    .select(['until', 'reason'])
    .where('user_id', '=', userId)
    .where('until', '>', new Date(now).toISOString())
    .executeTakeFirst();
  if (ban) {
    throw new DomainError(
      'forbidden',
      socialMessages.commentBanned(ubMinute(ban.until), ban.reason),
    );
  }
}
