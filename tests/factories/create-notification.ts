import { notificationRow } from '../../server/db/rows';
import type { NotificationFields } from '../../server/db/rows';
import type { FactoryTarget } from './target';

/** A notification to one user (or a broadcast, userId null), `ago` ms old; unread unless `read`. */
export async function createNotification(
  t: FactoryTarget,
  f: Omit<NotificationFields, 'createdAt' | 'readAt'> & { ago?: number; read?: boolean },
): Promise<number> {
  const createdAt = t.clock.now() - (f.ago ?? 0);
  const { id } = await t.db
    .insertInto('notifications')
    .values(notificationRow({ ...f, createdAt, readAt: f.read ? createdAt : null }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
