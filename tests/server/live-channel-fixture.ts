import { newStreamKey, streamKeyHash, streamKeyHint } from '../../server/live/stream-key';
import type { TestApp } from './test-app';

/** The seed's live media as a channel with a fresh stream key, as the studio would leave it. */
export async function seededChannelWithKey(
  t: TestApp,
): Promise<{ channelId: number; key: string }> {
  const { id: channelId } = await t.db
    .selectFrom('media')
    .select('id')
    .where('kind', '=', 'live')
    .executeTakeFirstOrThrow();
  const key = newStreamKey();
  const now = new Date(t.clock.now()).toISOString();
  await t.db
    .insertInto('live_channels')
    .values({
      media_id: channelId,
      key_hash: streamKeyHash(key),
      key_hint: streamKeyHint(key),
      key_set_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { channelId, key };
}

/** The channel's session rows, oldest first: what the ingest node has written for it. */
export function sessionsOf(t: TestApp, channelId: number) {
  return t.db
    .selectFrom('live_sessions')
    .selectAll()
    .where('channel_id', '=', channelId)
    .orderBy('id')
    .execute();
}
