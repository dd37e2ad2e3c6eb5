import type { Insertable } from 'kysely';
import type { NotificationKind, NotificationsTable } from '../schema';
import { iso } from './time';

export interface NotificationFields {
  /** null: a broadcast to everyone. */
  userId: number | null;
  title: string;
  body: string;
  link?: string | null;
  createdAt: number;
  /** Unread when absent. */
  readAt?: number | null;
  /** 'notice' when absent. */
  kind?: NotificationKind;
  /** The event it reports, for the ones the server writes (domain/notification-events.ts). */
  dedupeKey?: string | null;
}

export function notificationRow(f: NotificationFields): Insertable<NotificationsTable> {
  return {
    user_id: f.userId,
    title: f.title,
    body: f.body,
    link: f.link ?? null,
    created_at: iso(f.createdAt),
    read_at: f.readAt == null ? null : iso(f.readAt),
    kind: f.kind ?? 'notice',
    dedupe_key: f.dedupeKey ?? null,
  };
}
