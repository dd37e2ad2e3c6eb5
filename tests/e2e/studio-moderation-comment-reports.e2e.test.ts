import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spec } from '../../contract/messages';
import { createDb } from '../../server/db/client';
import type { Database } from '../../server/db/schema';
import { DESKTOP, launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { signInToStudio, staffCommand } from './studio-session';
import { registerViaApi, storeSession, unusedPhone, type RegisteredUser } from './session';

/*
 * A viewer reports someone else's comment from its menu in the watch page, and the moderator
 * finds it at the top of the room's "most reported" list with its count
 * (docs/decisions/070-moderation-words-contact.md).
 */

let server: RunningServer;
let browser: Browser;
let db: Kysely<Database>;
let author: RegisteredUser;
let reporter: RegisteredUser;
let moderator: RegisteredUser;
const stamp = Date.now().toString(36);
const COMMENT = `Энэ бол доромжлол ${stamp}`;

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '' });
  browser = await launchBrowser();
  db = createDb({ dataDir: server.dataDir, databaseUrl: undefined });
  const register = async (first: string) =>
    registerViaApi(server.url, await unusedPhone(server.url), { first, last: 'Тест' });
  author = await register('Бичсэн');
  reporter = await register('Мэдэгдсэн');
  moderator = await register('Модератор');
  await staffCommand(server, 'grant', moderator.phone, 'moderator');
});
afterAll(async () => {
  await db?.destroy();
  await browser?.close();
  await server?.stop();
});

function freeEpisode() {
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

describe('a comment reported by a viewer', () => {
  it('reaches the top of the most reported list in the room', async () => {
    const { media, episode } = await freeEpisode();
    const posted = await fetch(`${server.url}/api/m/comment/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
      body: JSON.stringify({
        episode_id: episode,
        parent_id: null,
        user_id: author.id,
        body: COMMENT,
      }),
    });
    expect(posted.status).toBe(200);

    const { page } = await newPage(browser, DESKTOP);
    await page.goto(`${server.url}/policy`);
    await storeSession(page, reporter);
    await page.goto(`${server.url}/watch/${media}/${episode}`);
    const article = page.getByRole('article').filter({ hasText: COMMENT });
    await article.waitFor();
    await article.getByRole('button', { name: /^Сэтгэгдлийн үйлдлүүд/ }).click();
    await page.getByRole('menuitem', { name: 'Репорт илгээх' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сэтгэгдлийг мэдэгдэх' });
    await dialog.getByText('Спам, зар сурталчилгаа').click();
    await dialog.getByRole('button', { name: 'Илгээх' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(spec.reportSent).first().waitFor();

    const { context } = await newPage(browser);
    const studio = await context.newPage();
    const errors: string[] = [];
    studio.on('pageerror', (error) => errors.push(error.message));
    await signInToStudio(
      studio,
      server.url,
      moderator,
      '/studio/moderation/comments?sort=reported',
    );
    await studio.getByRole('heading', { name: 'Хяналт', level: 1 }).waitFor();
    const table = studio.getByRole('grid').or(studio.getByRole('table')).first();
    const first = table.getByRole('row').nth(1);
    await first.filter({ hasText: COMMENT }).waitFor();
    expect(await first.innerText()).toContain('1 үзэгч');
    expect(errors).toEqual([]);
    await context.close();
  });
});
