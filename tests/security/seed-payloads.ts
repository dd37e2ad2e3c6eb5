import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../../server/clock';
import { createDb } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { searchText } from '../../server/db/rows';
import { seedIfEmpty } from '../../server/seed/seed';
import { CANARY, XSS_CORPUS } from './xss-corpus';

/** A title or name made of markup: it must show as these very characters. */
export const MARKUP_TEXT = `<img src=x onerror=${CANARY}()><script>${CANARY}()</script>`;
/** Every payload in its own block, as one HTML body. */
export const CORPUS_HTML = XSS_CORPUS.map((p) => `<div>${p.html}</div>`).join('\n');
const JS_URL = `javascript:${CANARY}()`;

/** Where the payloads went, so the suite knows which pages to visit. */
export interface PayloadSeed {
  dataDir: string;
  seriesId: number;
  episodeId: number;
  movieId: number;
  newsletterId: number;
  podcastId: number;
  /** FAQ rows added, one payload each. */
  faqCount: number;
  /** Comment bodies on `episodeId`. */
  commentCount: number;
}

/**
 * A fresh seeded SQLite database in its own DATA_DIR with the corpus written into everything
 * the app shows from the server: content pages, FAQ answers, a series' and a movie's
 * descriptions, a newsletter, a podcast, comments, nicknames, and footer link URLs. The server
 * is started on it afterwards (tests/e2e/xss-corpus.e2e.test.ts).
 */
export async function seedPayloads(phone: string): Promise<PayloadSeed> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-xss-'));
  const db = createDb({ dataDir, databaseUrl: undefined });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, { scale: 1, clock: systemClock, demo: true });

    await db.updateTable('content_pages').set({ title: MARKUP_TEXT, body: CORPUS_HTML }).execute();
    await db
      .insertInto('faq')
      .values(XSS_CORPUS.map((p, i) => ({ title: `${i + 1}. ${p.html}`, body: p.html, sort: -1 })))
      .execute();

    // The first series with free episodes (the watch page plays them), and a free movie.
    const episode = await db
      .selectFrom('episodes')
      .innerJoin('media', 'media.id', 'episodes.media_id')
      .select(['episodes.id as episodeId', 'media.id as seriesId'])
      .where('media.kind', '=', 'series')
      .where('episodes.is_free', '=', 1)
      .orderBy('media.id')
      .orderBy('episodes.number')
      .executeTakeFirstOrThrow();
    const movie = await db
      .selectFrom('movies')
      .innerJoin('media', 'media.id', 'movies.media_id')
      .select('media.id')
      .where('media.kind', '=', 'movie')
      .where('movies.is_free', '=', 1)
      .orderBy('media.id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('media')
      .set({ description: CORPUS_HTML, original_name: MARKUP_TEXT })
      .where('id', 'in', [episode.seriesId, movie.id])
      .execute();
    await db
      .updateTable('episodes')
      .set({ title: MARKUP_TEXT })
      .where('id', '=', episode.episodeId)
      .execute();

    const letter = await db.selectFrom('newsletters').select('id').executeTakeFirstOrThrow();
    await db
      .updateTable('newsletters')
      .set({
        title: MARKUP_TEXT,
        summary: MARKUP_TEXT,
        body: CORPUS_HTML,
        search_text: searchText(MARKUP_TEXT),
      })
      .where('id', '=', letter.id)
      .execute();
    const podcast = await db.selectFrom('podcasts').select('id').executeTakeFirstOrThrow();
    await db
      .updateTable('podcasts')
      .set({
        title: MARKUP_TEXT,
        creator: MARKUP_TEXT,
        description: CORPUS_HTML,
        search_text: searchText(MARKUP_TEXT, MARKUP_TEXT),
      })
      .where('id', '=', podcast.id)
      .execute();
    await db
      .updateTable('podcast_tracks')
      .set({ title: MARKUP_TEXT })
      .where('podcast_id', '=', podcast.id)
      .execute();

    // Comments and nicknames are the users' own text.
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ nickname: MARKUP_TEXT, first_name: null }).execute();
    const comments = XSS_CORPUS.slice(0, 20).map((p, i) => ({
      episode_id: episode.episodeId,
      user_id: user.id,
      parent_id: null,
      body: p.html,
      created_at: new Date(Date.now() - i * 1000).toISOString(),
    }));
    await db.insertInto('comments').values(comments).execute();

    await db.updateTable('links').set({ url: JS_URL }).execute();
    await db.updateTable('slides').set({ title: MARKUP_TEXT, link: JS_URL }).execute();
    await db.updateTable('notifications').set({ title: MARKUP_TEXT, body: CORPUS_HTML }).execute();

    return {
      dataDir,
      seriesId: episode.seriesId,
      episodeId: episode.episodeId,
      movieId: movie.id,
      newsletterId: letter.id,
      podcastId: podcast.id,
      faqCount: XSS_CORPUS.length,
      commentCount: comments.length,
    };
  } finally {
    await db.destroy();
  }
}
