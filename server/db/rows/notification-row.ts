import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../schema';
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
}

export function notificationRow(f: NotificationFields): Insertable<NotificationsTable> {
  return {
    user_id: f.userId,
    title: f.title,
    body: f.body,
    link: f.link ?? null,
    created_at: iso(f.createdAt),
    read_at: f.readAt == null ? null : iso(f.readAt),
  };
}
