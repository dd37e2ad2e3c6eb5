import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { createDb } from '../../server/db/client';
import type { Database } from '../../server/db/schema';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/*
 * What the moderation room's browser tests set up alike: a server of its own (the staff command
 * writes to that server's SQLite file), a browser, and that server's database to find an episode
 * in.
 */

export interface ModerationWorld {
  server: RunningServer;
  browser: Browser;
  db: Kysely<Database>;
}

export async function openModerationWorld(): Promise<ModerationWorld> {
  const server = await startServer({ DATABASE_URL: '' });
  const browser = await launchBrowser();
  const db = createDb({ dataDir: server.dataDir, databaseUrl: undefined });
  return { server, browser, db };
}

/** Closes what `openModerationWorld` opened, as much of it as was opened. */
export async function closeModerationWorld(world: Partial<ModerationWorld>): Promise<void> {
  await world.db?.destroy();
  await world.browser?.close();
  await world.server?.stop();
}

/** A free, published episode of a published series: any viewer may watch it and comment. */
export function freeEpisode(db: Kysely<Database>) {
  return db
    .selectFrom('episodes')
    .innerJoin('media', 'media.id', 'episodes.media_id')
    .select(['media.id as media', 'episodes.id as episode'])
    .where('media.kind', '=', 'series')
    .where('media.publish_state', '=', 'published')
    .where('episodes.publish_state', '=', 'published')
    .where('episodes.is_free', '=', 1)
    .orderBy('media.id')
    .orderBy('episodes.number')
    .executeTakeFirstOrThrow();
}
