import type { Kysely } from 'kysely';
import type { Notification } from '../../contract/entities';
import type { Paged } from '../../contract/envelope';
import { notificationMessages } from '../../contract/messages';
import type { Database } from '../db/schema';
import { DomainError } from './domain-error';
import { materialiseRentalEndings } from './notification-events';
import { countOf, pageFromRows, pageWindowAndNext } from './paging';

/*
 * The header's notifications (docs/product.md "Notifications"): only the user's own rows. The
 * spec's broadcasts (user_id null) share one read_at for everyone, so they cannot be "read" by
 * one person and stay on the spec's GET /api/m/notifications/{userId} only.
 */

const COLUMNS = ['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'] as const;

export async function notificationPage(
  db: Kysely<Database>,
  now: number,
  userId: number,
  page: number,
): Promise<Paged<Notification>> {
  await materialiseRentalEndings(db, now, userId);
  const { limit, offset } = pageWindowAndNext(page);
  const rows = await db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const items = rows.map(({ read_at, ...n }) => ({ ...n, read: read_at !== null }));
  return pageFromRows(items, page, async () =>
    countOf(
      await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ),
  );
}

/** How many of the spec's list (its own rows and the broadcasts) it shows, newest first. */
const SPEC_LIST_LIMIT = 50;

/** The spec's list: the user's rows and everyone's broadcasts, with how many are unread. */
export async function specNotificationList(db: Kysely<Database>, now: number, userId: number) {
  await materialiseRentalEndings(db, now, userId);
  // Broadcasts (user_id null) go to everyone.
  const rows = await db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SPEC_LIST_LIMIT)
    .execute();
  const items = rows.map(({ read_at, ...n }) => ({ ...n, read: read_at !== null }));
  return { count: items.filter((n) => !n.read).length, items };
}

async function countUnread(db: Kysely<Database>, userId: number): Promise<number> {
  return countOf(
    await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst(),
  );
}

export async function unreadCount(
  db: Kysely<Database>,
  now: number,
  userId: number,
): Promise<{ count: number }> {
  await materialiseRentalEndings(db, now, userId);
  return { count: await countUnread(db, userId) };
}

/**
 * Marks one of the user's notifications read; a repeat keeps the first read time. Someone else's
 * id answers like a missing one, so ids cannot be probed.
 */
export async function markRead(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
): Promise<{ count: number }> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not-found', notificationMessages.notFound);
  await db
    .updateTable('notifications')
    .set({ read_at: new Date(now).toISOString() })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
  return { count: await countUnread(db, userId) };
}

export async function markAllRead(
  db: Kysely<Database>,
  now: number,
  userId: number,
): Promise<{ count: number }> {
  await db
    .updateTable('notifications')
    .set({ read_at: new Date(now).toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return { count: 0 };
}
